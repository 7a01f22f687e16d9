import type { ServiceOptionWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { listServices } from './repository';

/** Options of the report form's service select, alphabetical. */
export function listServiceOptions(db: Database): Promise<ServiceOptionWire[]> {
  return listServices(db);
}
