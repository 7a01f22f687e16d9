// Building one app the way CI and `npm run build -w <app>` do, timed; shared by
// build-all.mjs and bench/bundle-sizes.mjs so both record the same figure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

export const buildTimesFile = path.join(repoRoot, 'bench', 'results', 'build-times.json');

/** Runs `npm run build -w <app>`, collecting its output (printed by the caller on failure). */
export function buildApp(app) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', app], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ ok: code === 0, seconds, output });
    });
  });
}

async function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(target)) newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/mf-manifest.json is newer than every input of the app's build. */
export async function isBuildCurrent(app) {
  const manifest = path.join(repoRoot, app, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return false;
  const inputs = [
    path.join(repoRoot, app, 'src'),
    path.join(repoRoot, app, 'package.json'),
    path.join(repoRoot, app, 'rspack.config.ts'),
    path.join(repoRoot, 'shared', 'src'),
    path.join(repoRoot, 'shared', 'package.json'),
    path.join(repoRoot, 'rspack.config.base.ts'),
    // The build's own plugins and loaders: the federation's, the one that writes texts per
    // language, and the one that writes the contract record (with the record's format).
    path.join(repoRoot, 'scripts', 'federation'),
    path.join(repoRoot, 'scripts', 'i18n'),
    path.join(repoRoot, 'scripts', 'contracts'),
    path.join(repoRoot, 'server', 'src', 'modules', 'releases', 'contracts'),
    path.join(repoRoot, 'tsconfig.base.json'),
  ];
  const newestInput = Math.max(...(await Promise.all(inputs.map(newestMtime))));
  return (await stat(manifest)).mtimeMs > newestInput;
}

/** Merges { app: seconds } into bench/results/build-times.json. */
export async function recordBuildTimes(times) {
  const previous = existsSync(buildTimesFile) ? JSON.parse(await readFile(buildTimesFile, 'utf8')) : {};
  const at = new Date().toISOString();
  const apps = { ...previous.apps };
  for (const [app, seconds] of Object.entries(times)) apps[app] = { seconds: Number(seconds.toFixed(2)), at };
  await mkdir(path.dirname(buildTimesFile), { recursive: true });
  await writeFile(buildTimesFile, `${JSON.stringify({ apps }, null, 2)}\n`);
}
