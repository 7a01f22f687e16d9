import type { Database } from '../../db/client';
import { pingDatabase } from './repository';

export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return false;
  }
}
