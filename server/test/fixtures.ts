import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const shellIndexHtml =
  '<!doctype html><html lang="en"><head><title>ServeNear</title></head><body><div id="root"></div>' +
  '<script src="/static/js/main.0123456789.js"></script></body></html>';
export const shellScript = 'console.log("ServeNear shell");'.repeat(20);
export const releaseVersion = '1.0.0-abcdef1234';
export const releaseEntry = 'window.remote_account = {};'.repeat(20);
export const registry = {
  'remote-account': `/releases/remote-account/${releaseVersion}/mf-manifest.json`,
};

export function tempFolder(prefix: string): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), `servenear-${prefix}-`));
}

/** Writes a file with the .br and .gz siblings scripts/precompress.mjs would make. */
async function writeCompressed(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

/** A shell build: index.html, a hashed script with its source map and an unhashed file. */
export async function createShellFixture(): Promise<string> {
  const dir = await tempFolder('shell');
  await writeCompressed(path.join(dir, 'index.html'), shellIndexHtml);
  await writeCompressed(path.join(dir, 'static/js/main.0123456789.js'), shellScript);
  await writeFile(path.join(dir, 'static/js/main.0123456789.js.map'), '{"version":3,"sources":["src/index.ts"]}');
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

/** A releases folder: registry, audit log and one published remote-account version (with a source map). */
export async function createReleasesFixture(): Promise<string> {
  const dir = await tempFolder('releases');
  await writeFile(path.join(dir, 'remotes.json'), JSON.stringify(registry));
  await writeFile(path.join(dir, 'audit.log'), '{"action":"publish"}\n');
  const release = path.join(dir, 'remote-account', releaseVersion);
  await writeCompressed(path.join(release, 'remoteEntry.js'), releaseEntry);
  await writeFile(path.join(release, 'remoteEntry.js.map'), '{"version":3,"sources":["src/App.tsx"]}');
  await writeCompressed(path.join(release, 'mf-manifest.json'), JSON.stringify({ name: 'remote_account' }));
  return dir;
}
