#!/usr/bin/env node
// Usage: node bench/release-latency.mjs [--rounds 5]
// How long a rollback takes to reach browsers (bench/README.md, "Release latency"): on the
// built site, remote-account is published in a second version and rolled back, round after
// round, and three figures are taken each time:
//   cli      `npm run remotes -- rollback remote-account` from start to exit (tsx start-up included)
//   registry from the CLI's exit to the first /remotes.json naming the old version
//   browser  from the start of the rollback to a browser's page load fetching the old
//            version's mf-manifest.json (the CLI, then a fresh page load of /pages/about-us)
// Results: bench/results/release-latency.json.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../scripts/apps.mjs';
import { chromiumOptions, startServer } from './lib/site.mjs';

const args = process.argv.slice(2);
const rounds = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 5;
const resultsFile = path.join(import.meta.dirname, 'results', 'release-latency.json');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

const workDir = mkdtempSync(path.join(os.tmpdir(), 'servenear-release-bench-'));
const releasesDir = path.join(workDir, 'releases');
const env = { ...process.env, RELEASES_DIR: releasesDir, SERVENEAR_OPERATOR: 'bench' };

const cli = (...cliArgs) => execFileSync(tsx, [path.join(repoRoot, 'scripts', 'remotes', 'cli.ts'), ...cliArgs], { cwd: repoRoot, env, encoding: 'utf8' });

/** A second build of remote-account: the same files with one comment added, so a new version. */
function secondBuild() {
  const dir = path.join(workDir, 'account-v2');
  cpSync(path.join(repoRoot, 'remote-account', 'dist'), dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n/* second build */\n`);
  for (const file of readdirSync(dir)) if (file.startsWith('remoteEntry.js.')) rmSync(path.join(dir, file));
  return dir;
}

function runCli(...cliArgs) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join(repoRoot, 'scripts', 'remotes', 'cli.ts'), ...cliArgs], { cwd: repoRoot, env, stdio: 'ignore' });
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`remotes ${cliArgs.join(' ')} exited ${code}`))));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const remote of ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner']) cli('publish', remote);
const firstVersion = JSON.parse(readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8'))['remote-account'];
const v2 = secondBuild();

process.env.RELEASES_DIR = releasesDir;
const site = await startServer();
const browser = await chromium.launch(chromiumOptions);
const samples = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    cli('publish', 'remote-account', '--from', v2);
    const page = await browser.newPage();
    const oldManifest = page.waitForRequest((request) => new URL(request.url()).pathname === firstVersion, { timeout: 30_000 });
    const started = performance.now();
    const cliMs = await runCli('rollback', 'remote-account');
    const exited = performance.now();
    let registryMs = 0;
    for (;;) {
      const registry = await (await fetch(`${site.baseUrl}/remotes.json`)).json();
      if (registry['remote-account'] === firstVersion) {
        registryMs = performance.now() - exited;
        break;
      }
    }
    await page.goto(`${site.baseUrl}/pages/about-us`);
    await oldManifest;
    const browserMs = performance.now() - started;
    await page.close();
    samples.push({ cliMs, registryMs, browserMs });
    console.log(`round ${round}: cli ${cliMs.toFixed(0)} ms, registry +${registryMs.toFixed(1)} ms, browser ${browserMs.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const summary = {
  at: new Date().toISOString(),
  rounds,
  medianMs: {
    cli: Math.round(median(samples.map((sample) => sample.cliMs))),
    registry: Number(median(samples.map((sample) => sample.registryMs)).toFixed(1)),
    browser: Math.round(median(samples.map((sample) => sample.browserMs))),
  },
  samples,
};
await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\nmedian of ${rounds}: rollback CLI ${summary.medianMs.cli} ms; registry serves the old version ${summary.medianMs.registry} ms after it exits; a browser loads the old version ${summary.medianMs.browser} ms after the rollback started`);
console.log(`written to ${path.relative(repoRoot, resultsFile)}`);
