import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';

/** The statements a database has run, in order, from when the log was made or last cleared. */
export interface StatementLog {
  /** The database to give the app: the test database's own connection, its statements logged. */
  db: Database;
  statements: string[];
  clear(): void;
}

/** Opening and closing a transaction is counted apart: PGlite sends them itself, node-postgres through drizzle. */
const transactionControl = /^\s*(begin|commit|rollback)\b/i;

/**
 * The test database's connection (PGlite or the PostgreSQL pool) under a second drizzle instance
 * that logs every statement it runs: for tests of how many statements a call costs, on either driver.
 */
export function statementLog(handle: DatabaseHandle): StatementLog {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void (transactionControl.test(query) || statements.push(query)) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db = (
    handle.driver === 'pglite' ? drizzlePglite({ client: client as PGlite, schema, logger }) : drizzlePostgres({ client: client as pg.Pool, schema, logger })
  ) as unknown as Database;
  return { db, statements, clear: () => void statements.splice(0) };
}
