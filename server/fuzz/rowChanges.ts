import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/**
 * Tables a refused request may legitimately write, and why. Everything else must be untouched
 * when the API answers a write with an error.
 */
export const BOOKKEEPING_TABLES: Record<string, string> = {
  rate_limit_counters: 'every attempt counts towards its limit, refused or not',
};

const COUNTER_TABLE = 'fuzz_row_changes';

async function rows<T>(db: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Counts every row inserted, updated or deleted in the app's tables, per table, with a row-level
 * trigger: one cheap read before and after a request tells whether it wrote anything.
 */
export async function watchRowChanges(db: Database) {
  await db.execute(sql.raw(`CREATE TABLE ${COUNTER_TABLE} (table_name text PRIMARY KEY, changes bigint NOT NULL)`));
  await db.execute(
    sql.raw(`CREATE FUNCTION fuzz_count_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${COUNTER_TABLE} VALUES (TG_TABLE_NAME, 1)
          ON CONFLICT (table_name) DO UPDATE SET changes = ${COUNTER_TABLE}.changes + 1;
        RETURN NULL;
      END $$`),
  );
  const tables = await rows<{ tablename: string }>(
    db,
    sql.raw(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '${COUNTER_TABLE}'`),
  );
  for (const { tablename } of tables) {
    await db.execute(
      sql.raw(`CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_row_change()`),
    );
  }

  const snapshot = async () =>
    new Map((await rows<{ table_name: string; changes: string }>(db, sql.raw(`SELECT table_name, changes FROM ${COUNTER_TABLE}`))).map(
      (row) => [row.table_name, Number(row.changes)],
    ));

  return {
    watchedTables: tables.length,
    snapshot,
    /** Tables written between two snapshots, bookkeeping left out. */
    changedBetween(before: Map<string, number>, after: Map<string, number>): string[] {
      return [...after].filter(([table, count]) => count !== (before.get(table) ?? 0) && !(table in BOOKKEEPING_TABLES)).map(([table]) => table);
    },
  };
}
