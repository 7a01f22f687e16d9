import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { createPglite } from './pglite';
import { lockDataDir } from './pgliteLock';
import * as schema from './schema';

/** What modules see: the same drizzle API over either driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations from server/drizzle/. */
  migrate(): Promise<void>;
  /** Called when an idle pooled connection breaks (e.g. PostgreSQL restarted). */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Any fixed number: it only has to be the same for every instance of this server. */
const MIGRATION_LOCK_ID = 7_418_220;

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Embedded: there is no connection that could break.
    onConnectionError: () => undefined,
    close: () => client.close(),
  };
}

export function fromPool(pool: pg.Pool): DatabaseHandle {
  // pg-pool has already dropped a broken idle client when it emits this; without a listener
  // the event would crash the process, with one the next query simply reconnects.
  pool.on('error', () => undefined);
  return {
    db: drizzlePostgres({ client: pool, schema }),
    driver: 'postgres',
    async migrate() {
      // Several instances may start at once on one PostgreSQL: let one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    onConnectionError: (listener) => {
      pool.on('error', listener);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite with its files in DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // The near-me reads are prepared statements (db/prepared.ts): planned for each call's own
      // point and text all the same, as a dense city and a small town need different plans.
      options: '-c plan_cache_mode=force_custom_plan',
    });
    await pool.query('SELECT 1');
    return fromPool(pool);
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(`${dataDir}.lock`);
  try {
    const handle = fromPglite(await createPglite(dataDir));
    return {
      ...handle,
      async close() {
        await handle.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
