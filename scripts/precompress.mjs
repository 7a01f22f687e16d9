#!/usr/bin/env node
// Usage: node scripts/precompress.mjs <distDir>
// Writes <file>.br (brotli, max quality) and <file>.gz (gzip -9) beside every text asset of
// a build, so the server sends a ready-made encoding instead of compressing per request
// (docs/architecture.md §6, static files). Source maps are skipped: only developers fetch them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg']);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* compressibleFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(full);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function precompress(file) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: body.length, br: br.length, gz: gz.length };
}

const distDir = process.argv[2];
if (!distDir) {
  console.error('Usage: node scripts/precompress.mjs <distDir>');
  process.exit(2);
}

const files = [];
for await (const file of compressibleFiles(path.resolve(distDir))) files.push(file);
const sizes = await Promise.all(files.map(precompress));
const total = sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, br: sum.br + s.br, gz: sum.gz + s.gz }), { raw: 0, br: 0, gz: 0 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed ${files.length} files in ${distDir}: ${kb(total.raw)} → br ${kb(total.br)}, gz ${kb(total.gz)}`);
