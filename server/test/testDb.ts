import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../src/db/pglite';
import pg from 'pg';
import { fromPglite, migrationsFolder, openPostgres, type DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { TEST_PASSWORD_HASH_COST } from './passwordCost';
import { shrinkForTemplate, trimWalSegment } from './pgliteTemplate';

const seedFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seed');
/** The job queue's schema and queues are made by the migration too (modules/jobs/queue.ts). */
const jobQueueSetup = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules/jobs/queue.ts');
const templateShrinking = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'pgliteTemplate.ts');

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The template changes whenever a migration (the job queue's included) or the seed changes. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(String(TEST_PASSWORD_HASH_COST));
  for (const file of [...(await listFiles(migrationsFolder)), ...(await listFiles(seedFolder)), jobQueueSetup, templateShrinking]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite data folder, built once and kept in the temp folder: a new
 * database costs seconds of initdb, loading this dump well under one.
 */
async function pgliteTemplate(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `servenear-pglite-template-${await templateKey()}.tar`);
  try {
    return await readFile(file);
  } catch {
    const client = await createPglite();
    const handle = fromPglite(client);
    await handle.migrate();
    await seedDatabase(handle.db, { passwordHashCost: TEST_PASSWORD_HASH_COST });
    await shrinkForTemplate(client);
    // Uncompressed (13 MB): every test file's database loads it sooner than a gzip.
    const dump = trimWalSegment(Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await handle.close();
    // Parallel jest workers may build it at once: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return dump;
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** Another connection to this database, as a second server instance would open (on PGlite,
   *  embedded in one process, the same instance); closing it leaves this one open. */
  connectAgain(): Promise<DatabaseHandle>;
}

/**
 * A migrated, seeded PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), made once per
 * migrations-and-seed version: migrating and seeding a new database per test file took seconds.
 * The caller holds the template lock, so parallel workers neither build it twice nor copy it
 * while it is being built.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `sn_template_${await templateKey()}`;
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount) return name;
  // Templates of older migrations or seeds are of no more use.
  const { rows: stale } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'sn\\_template\\_%'");
  for (const { datname } of stale) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const handle = openPostgres(databaseUrl(adminUrl, building), 4);
  await handle.migrate();
  await seedDatabase(handle.db, { passwordHashCost: TEST_PASSWORD_HASH_COST });
  await handle.close();
  // Renamed only once complete: a run that died half-way leaves no template that looks ready.
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  return name;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number that every test process agrees on, for pg_advisory_lock. */
const TEMPLATE_LOCK = 735_201;

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `sn_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin, adminUrl)}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
  const url = databaseUrl(adminUrl, name);
  const handle = openPostgres(url, 4);
  return {
    ...handle,
    connectAgain: async () => openPostgres(url, 4),
    async close() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A fresh migrated and seeded database for one test file: a clone of the PGlite template,
 * or, when DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 */
/** PGlite's WebAssembly, compiled, and its file bundle, as PGlite.create takes them. */
interface PgliteRuntime {
  wasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

const RUNTIME_KEY = Symbol.for('servenear.test.pgliteRuntime');

/**
 * PGlite's WebAssembly compiled once per jest worker, not once per test file: jest gives each
 * file a module registry of its own, so a module-level cache would be lost with it; `process` is
 * the worker's, shared by the files it runs. Compiling it was about half a second of every
 * server test file.
 */
function pgliteRuntime(): Promise<PgliteRuntime> {
  const shared = process as unknown as Record<symbol, Promise<PgliteRuntime> | undefined>;
  shared[RUNTIME_KEY] ??= (async () => {
    const folder = path.dirname(require.resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([readFile(path.join(folder, 'pglite.wasm')), readFile(path.join(folder, 'pglite.data'))]);
    return { wasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return shared[RUNTIME_KEY];
}

/**
 * A PGlite client on a copy of the migrated, seeded template: a test of the driver itself gets
 * its instance in well under a second, where a new one (initdb) took most of a test file's 30 s.
 */
export async function createTemplatePglite(): Promise<PGlite> {
  const template = await pgliteTemplate();
  // The Buffer itself (readFile's, never shared memory): `new Uint8Array(template)` copied its 44 MB
  // element by element first, about a second of CPU in every server test file.
  return createPglite(undefined, { loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]), ...(await pgliteRuntime()) });
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return createPostgresDatabase(databaseUrl);
  const handle = fromPglite(await createTemplatePglite());
  return { ...handle, connectAgain: async () => ({ ...handle, close: async () => undefined }) };
}
