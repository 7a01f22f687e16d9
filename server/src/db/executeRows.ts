import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a statement written in SQL (a data-modifying WITH, say), on either driver: both answer `{ rows }`. */
export async function executeRows<Row>(db: Pick<Database, 'execute'>, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}
