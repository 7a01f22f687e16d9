import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceAnalysis } from './analyse.ts';

/**
 * The analysis of a build's sources takes 2–3 s (a TypeScript program); the same inputs give the
 * same answer, so it is kept in node_modules/.cache, keyed by everything it can read: the build's
 * module list, every source file of the app and of shared (a type it uses may live in a file the
 * build does not bundle), the TypeScript settings, the lock file (TypeScript's and the type
 * packages' versions) and the analysis's own code. A build of unchanged sources (a second build,
 * the reproducible-build check's) then pays nothing.
 */
const INPUT_FILES = ['tsconfig.base.json', 'package-lock.json', 'shared/package.json', 'scripts/contracts/analyse.ts', 'server/src/modules/releases/federationModules.ts'];

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourcesUnder(file, out);
    else if (/\.(tsx?|json)$/.test(entry.name)) out.push(file);
  }
  return out;
}

function cacheKey(rootDir: string, app: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  const relative = (file: string) => path.relative(rootDir, file).split(path.sep).join('/');
  hash.update(`${files.map(relative).join('\n')}\0`);
  const inputs = [...sourcesUnder(path.join(rootDir, app, 'src')), ...sourcesUnder(path.join(rootDir, 'shared', 'src')), ...INPUT_FILES.map((file) => path.join(rootDir, file))];
  for (const [name, file] of inputs.map((input) => [relative(input), input] as const).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\0`);
    // A copy of the repository's build inputs (the e2e journeys' edited builds) has no lock file.
    hash.update(existsSync(file) ? readFileSync(file) : '\0absent');
  }
  return hash.digest('hex').slice(0, 24);
}

/** `analyse()` for these files, or its answer from the last time the inputs were the same. */
export function cachedAnalysis(rootDir: string, app: string, files: readonly string[], analyse: () => SourceAnalysis): SourceAnalysis {
  const dir = path.join(rootDir, 'node_modules', '.cache', 'servenear-contracts');
  const file = path.join(dir, `${app}-${cacheKey(rootDir, app, files)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SourceAnalysis;
  const analysis = analyse();
  mkdirSync(dir, { recursive: true });
  // Written whole, then renamed: two builds at once never read half a file.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(analysis));
  renameSync(temp, file);
  return analysis;
}
