import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type Logger, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { statementOf } from './rowsQuery';

/** The database or one of its transactions: what a named statement runs on. */
export type StatementRunner = Pick<Database, 'execute'>;

/** What drizzle keeps of a database or transaction: its driver connection and its logger. */
interface DrizzleSession {
  session: { client: pg.Pool | pg.PoolClient | Pick<PGlite, 'query'>; logger: Logger };
}

/**
 * A statement written once, with placeholders (sql.placeholder), and run by name on the caller's
 * connection, the database's pool or a transaction's client: PostgreSQL parses it once per
 * connection, and on a generic-plan connection (rowsQuery.ts, onGenericPlans) plans it once. The
 * text never changes with the values (lists go in as arrays), and drizzle builds it only once:
 * for the statements of every booking (bench/README.md, booking creation under load). PGlite runs
 * it as an unnamed statement. Rows come as objects named by the statement's column aliases.
 */
export function namedStatement<Row>(name: string, statement: SQL) {
  const { sql: text, params } = statementOf(statement).toSQL();
  return async (runner: StatementRunner, values: Record<string, unknown>): Promise<Row[]> => {
    const { client, logger } = (runner as unknown as DrizzleSession).session;
    const filled = fillPlaceholders(params, values);
    logger.logQuery(text, filled);
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values: filled })).rows;
    }
    return (await client.query<Row>(text, filled)).rows;
  };
}
