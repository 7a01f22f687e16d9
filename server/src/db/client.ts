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
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { migrateJobs } from '../modules/jobs/queue';
import { createPglite } from './pglite';
import { lockDataDir } from './pgliteLock';
import { runGenericPlansOn } from './rowsQuery';
import * as schema from './schema';

/** What modules see: the same drizzle API over either driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations from server/drizzle/, then the job queue's own (modules/jobs). */
  migrate(): Promise<void>;
  /** Called when an idle pooled connection breaks (e.g. PostgreSQL restarted). */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered at commit); resolves to its stop. On
   * PostgreSQL a connection of its own, opened again after it breaks: a NOTIFY sent meanwhile is
   * lost, which its listener must allow for (the live hub's sweep does).
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a broken LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

function listenOnPostgres(connectionString: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      // The connection broke (PostgreSQL restarted): listen again, and look meanwhile.
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
      onNotify();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  return connect().then(() => async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  });
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
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await migrateJobs(db);
    },
    // Embedded: there is no connection that could break.
    onConnectionError: () => undefined,
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * PostgreSQL through `pool`, and, when given, `genericPlans`: a second pool on the same database
 * whose sessions force generic plans, for the named statements built to run on one (rowsQuery).
 */
export function fromPool(pool: pg.Pool, genericPlans?: pg.Pool, connectionString?: string): DatabaseHandle {
  const pools = genericPlans ? [pool, genericPlans] : [pool];
  // pg-pool has already dropped a broken idle client when it emits this; without a listener
  // the event would crash the process, with one the next query simply reconnects.
  for (const each of pools) each.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  if (genericPlans) runGenericPlansOn(db, genericPlans, drizzlePostgres({ client: genericPlans, schema }));
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several instances may start at once on one PostgreSQL: let one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
          await migrateJobs(db);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    onConnectionError: (listener) => {
      for (const each of pools) each.on('error', listener);
    },
    listen: (channel, onNotify) => {
      if (!connectionString) throw new Error('LISTEN needs the connection string');
      return listenOnPostgres(connectionString, channel, onNotify);
    },
    close: async () => {
      await Promise.all(pools.map((each) => each.end()));
    },
  };
}

/**
 * The server's two pools on one PostgreSQL database, `max` connections each. Statements are
 * planned for each call's own values (a dense city and a small town need different plans),
 * except the near-me reads written for one plan, which run on the second pool (rowsQuery).
 */
export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  return fromPool(
    new pg.Pool({ connectionString, max, options: '-c plan_cache_mode=force_custom_plan' }),
    new pg.Pool({ connectionString, max, options: '-c plan_cache_mode=force_generic_plan' }),
    connectionString,
  );
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite with its files in DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl);
    await handle.db.execute(sql`SELECT 1`);
    return handle;
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
