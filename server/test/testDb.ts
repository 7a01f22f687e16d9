import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPglite } from '../src/db/pglite';
import pg from 'pg';
import { fromPglite, migrationsFolder, openPostgres, type DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';

const seedFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seed');

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The template changes whenever a migration or the seed changes. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [...(await listFiles(migrationsFolder)), ...(await listFiles(seedFolder))]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite data folder, built once and kept in the temp folder: a new
 * database costs seconds of initdb, loading this dump well under one.
 */
async function pgliteTemplate(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `servenear-pglite-template-${await templateKey()}.tar.gz`);
  try {
    return await readFile(file);
  } catch {
    const client = await createPglite();
    const handle = fromPglite(client);
    await handle.migrate();
    await seedDatabase(handle.db);
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
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

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `sn_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await handle.migrate();
  await seedDatabase(handle.db);
  return {
    ...handle,
    connectAgain: async () => openPostgres(url.toString(), 4),
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
export async function createTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return createPostgresDatabase(databaseUrl);
  const template = await pgliteTemplate();
  const handle = fromPglite(await createPglite(undefined, { loadDataDir: new Blob([new Uint8Array(template)]) }));
  return { ...handle, connectAgain: async () => ({ ...handle, close: async () => undefined }) };
}
