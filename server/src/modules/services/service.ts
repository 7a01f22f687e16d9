import type { ServiceChoiceWire, ServiceOptionWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { listServices, listServicesOfSubcategory } from './repository';

/** Options of the report form's service select, alphabetical. */
export function listServiceOptions(db: Database): Promise<ServiceOptionWire[]> {
  return listServices(db);
}

/** The upload form's service select once a subcategory is chosen (partner §2); empty for an unknown subcategory. */
export function listServiceChoices(db: Database, subcategoryId: number): Promise<ServiceChoiceWire[]> {
  return listServicesOfSubcategory(db, subcategoryId);
}
