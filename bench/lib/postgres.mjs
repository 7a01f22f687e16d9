// The local PostgreSQL the load benches measure on (127.0.0.1:5432, trust auth), through the
// server workspace's own client.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../scripts/apps.mjs';
import { cleanups } from './cleanup.mjs';

export const pg = createRequire(path.join(repoRoot, 'server', 'package.json'))('pg');
export const POSTGRES_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A throw-away database named `<prefix>_<pid>`, dropped by cleanUp(); returns its URL. */
export async function createPostgresDatabase(prefix) {
  const name = `${prefix}_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
