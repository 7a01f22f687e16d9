import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

/**
 * pg-boss runs every statement through this: the server's own drizzle database (PGlite or the
 * PostgreSQL pool), or, for a job sent by an event, that event's transaction. No second pool,
 * and on PGlite no second connection (it has one).
 */

/** Where a statement can run: the database, or a transaction of it. */
export type SqlRunner = Pick<Database, 'execute'>;

/** A `$1`-numbered statement as drizzle SQL; each `$n` becomes one parameter, arrays and objects kept whole. */
function withParameters(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

interface Rows {
  rows: unknown[];
}

/** PGlite runs several statements in one call only through exec; node-postgres answers them as a list. */
async function runScript(db: Database, text: string): Promise<Rows> {
  const client = (db as unknown as { $client: unknown }).$client as { exec?: (text: string) => Promise<Rows[]>; query: (text: string) => Promise<Rows | Rows[]> };
  if (client.exec) return (await client.exec(text)).at(-1) ?? { rows: [] };
  const result = await client.query(text);
  return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
}

/** pg-boss's database for its own work: migrations and maintenance (scripts without values) and the workers' statements. */
export function bossDatabase(db: Database): PgBoss.Db {
  return {
    executeSql: async (text, values) => (values?.length ? ((await db.execute(withParameters(text, values))) as unknown as Rows) : runScript(db, text)),
  };
}

/** The database of one send: the caller's transaction, so the job exists exactly when what caused it commits. */
export function inTransaction(tx: SqlRunner): PgBoss.Db {
  return { executeSql: async (text, values) => (await tx.execute(withParameters(text, values ?? []))) as unknown as Rows };
}
