import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Logger, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';
import { runGenericStatement } from './pgliteStatement';

/** A query run for its rows as arrays, in the order of its select list. */
export interface RowsQuery {
  rows(values: Record<string, unknown>): Promise<unknown[][]>;
}

/**
 * How PostgreSQL plans a named statement. `custom`: for each call's own values, as the main pool
 * does for every statement (a dense city and a small town may need different plans). `generic`:
 * once per connection, on the pool that forces generic plans, for a statement written so that one
 * plan suits every value (planning was half of PostgreSQL's time on a near-me list page).
 */
export type PlanChoice = 'custom' | 'generic';

const genericPlanPools = new WeakMap<Database, pg.Pool>();
const genericPlanDatabases = new WeakMap<Database, Database>();

/**
 * Where `generic` statements run on this database: a pool opened with
 * plan_cache_mode=force_generic_plan, and the same pool under drizzle (`onPool`).
 */
export function runGenericPlansOn(db: Database, pool: pg.Pool, onPool: Database): void {
  genericPlanPools.set(db, pool);
  genericPlanDatabases.set(db, onPool);
}

/**
 * The database on connections that plan every statement once for all values: for a transaction
 * of named statements written so that one plan suits every call (namedStatement.ts), such as
 * booking creation's. The database itself on PGlite, or when it was opened without that pool.
 */
export function onGenericPlans(db: Database): Database {
  return genericPlanDatabases.get(db) ?? db;
}

/** The generic-plan pool of a PostgreSQL database, if it was opened with one (for the metrics). */
export function genericPlanPoolOf(db: Database): pg.Pool | undefined {
  return genericPlanPools.get(db);
}

/**
 * Runs a drizzle-built query (placeholders bound by name, as drizzle's prepared statements are)
 * straight through the driver, each row an array: for the hot near-me reads, which the server
 * turns into JSON at once. drizzle's own row mapping (an object per row, each column's decoder)
 * was about a tenth of the server's time on a 48-card page. On PostgreSQL the statement is
 * named, so each connection parses it once, and planned as `plan` says (a database opened
 * without a generic-plan pool plans every call). On PGlite a `custom` statement runs as drizzle
 * would, a `generic` one by name on a generic plan (runGenericStatement).
 * Columns come as the driver parses them: int and float8 as numbers, text as strings.
 */
export function rowsQuery(db: Database, name: string, query: { toSQL(): Query }, plan: PlanChoice = 'custom'): RowsQuery {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  // drizzle's logger sees these statements as it sees its own (the statement-count tests read it).
  const { logger } = (db as unknown as { session: { logger: Logger } }).session;
  const bound = (values: Record<string, unknown>) => {
    const filled = fillPlaceholders(params, values);
    logger.logQuery(text, filled);
    return filled;
  };
  if (client instanceof pg.Pool) {
    const pool = plan === 'generic' ? (genericPlanPools.get(db) ?? client) : client;
    return {
      async rows(values) {
        return (await pool.query<unknown[]>({ name, text, values: bound(values), rowMode: 'array' })).rows;
      },
    };
  }
  if (client instanceof PGlite) {
    if (plan === 'generic') return { rows: (values) => runGenericStatement(client, name, text, bound(values)) };
    return {
      async rows(values) {
        return (await client.query<unknown[]>(text, bound(values), { rowMode: 'array' })).rows;
      },
    };
  }
  throw new Error(`rowsQuery ${name}: the database is neither a pg.Pool nor a PGlite`);
}

const dialect = new PgDialect();

/** A statement written in SQL (placeholders by sql.placeholder), in the shape rowsQuery takes. */
export function statementOf(statement: SQL): { toSQL(): Query } {
  return { toSQL: () => dialect.sqlToQuery(statement) };
}
