#!/usr/bin/env node
// Usage: node scripts/reproducible-build.mjs [app ...]   (default: every app)
// Builds the apps again from a copy of the repository in another folder and compares the files
// each serves with its dist/ here (run after `npm run build`). A build that depends on where the
// repository is checked out gives CI other file hashes, another release version and other bundle
// sizes than this machine (scripts/federation/pathIndependentBuild.ts). Exits 1 on a difference.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, repoRoot } from './apps.mjs';

const apps = process.argv.length > 2 ? process.argv.slice(2) : APPS.map(({ name }) => name);
const started = Date.now();
/** Enough lines to see what differs; a path-dependent build changes nearly every file. */
const SHOWN = 12;

/** sha256 of each served file (source maps left out, as the release version does) under dir. */
function servedFiles(dir, prefix = '') {
  const files = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [name, hash] of servedFiles(full, relative)) files.set(name, hash);
    else if (!entry.name.endsWith('.map')) files.set(relative, createHash('sha256').update(readFileSync(full)).digest('hex'));
  }
  return files;
}

// A deeper folder with a longer name than any checkout, so path lengths differ too.
const copy = mkdtempSync(path.join(os.tmpdir(), 'servenear-reproducible-build-elsewhere-'));
try {
  // The working tree's files, committed or not (and not those git ignores: builds, installs).
  for (const file of execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot }).toString().split('\0').filter((file) => file && existsSync(path.join(repoRoot, file)))) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(copy, file));
  }
  // Hard links: a second install would take a minute; the build writes nothing under node_modules.
  execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules')]);
  let failed = 0;
  for (const app of apps) {
    const build = spawnSync('npm', ['run', 'build', '-w', app], { cwd: copy, encoding: 'utf8' });
    if (build.status !== 0) {
      console.error(`${app}: the build in ${copy} failed\n${build.stdout}${build.stderr}`);
      failed++;
      continue;
    }
    const here = servedFiles(path.join(repoRoot, app, 'dist'));
    const there = servedFiles(path.join(copy, app, 'dist'));
    const differences = [...new Set([...here.keys(), ...there.keys()])]
      .sort()
      .filter((name) => here.get(name) !== there.get(name))
      .map((name) => `  ${name}: ${here.has(name) ? (there.has(name) ? 'differs' : 'only here') : 'only in the other folder'}`);
    if (differences.length > 0) {
      console.error(`${app}: built in another folder, ${differences.length} of its served files differ:\n${differences.slice(0, SHOWN).join('\n')}`);
      failed++;
    } else {
      console.log(`${app}: built in another folder, its ${here.size} served files are the same.`);
    }
  }
  console.log(`${apps.length - failed} of ${apps.length} builds the same in another folder (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
