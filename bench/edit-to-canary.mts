// Usage: npm run bench:edit-to-canary [-- --rounds 1]
// Issue 42: how long a team waits from a one-line change in remote-booking to its canary answering
// in a browser (target: under five minutes on this 2-core machine). Before the clock starts, the
// site runs as `npm start` runs it (its own server, releases in a folder of its own, the
// checkout's builds published) and a browser is open. Then:
//   edit     one line of remote-booking/src/features/single-booking/texts.ts, written to disk
//   release  `npm run release -w remote-booking -- --canary 10 --api <site>`: its tests, build,
//            gate and publish, each step's own time read from its output
//   browser  a browser drawn for the canary (its rollout cookie) loads /service-book?id=… until
//            the page shows the edited text
// Afterwards the edit is undone, remote-booking built again and its pinned records restored.
// Results: bench/results/edit-to-canary.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../scripts/apps.mjs';
import { rolloutBucket, ROLLOUT_COOKIE } from '../server/src/modules/releases/rollout';
import { chromiumOptions, prepareBuiltSite, signIn, startServer } from './lib/site.mjs';

const rounds = process.argv.includes('--rounds') ? Number(process.argv[process.argv.indexOf('--rounds') + 1]) : 1;
const resultsFile = path.join(import.meta.dirname, 'results', 'edit-to-canary.json');

const textsFile = path.join(repoRoot, 'remote-booking', 'src', 'features', 'single-booking', 'texts.ts');
const pinFile = path.join(repoRoot, 'contracts', 'live', 'remote-booking.json');
const LINE = "    serviceNotFoundHint: 'Choose a service to book from the services near you.',";
const editedLine = (round: number) => `    serviceNotFoundHint: 'Choose a service to book from the services near you (canary ${round}).',`;

const workDir = mkdtempSync(path.join(os.tmpdir(), 'servenear-edit-to-canary-'));
process.env.RELEASES_DIR = path.join(workDir, 'releases');
process.env.SERVENEAR_OPERATOR = 'bench';

/** Runs the team's release command; resolves with its output and each step's seconds as it printed them. */
function release(siteUrl: string): Promise<{ output: string; steps: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'release', '-w', 'remote-booking', '--', '--canary', '10', '--api', siteUrl], { cwd: repoRoot, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the release failed:\n${output}`));
      const steps = Object.fromEntries([...output.matchAll(/^✓ (\S+)\s.*\(([\d.]+) s\)$/gm)].map(([, name, seconds]) => [name!, Number(seconds)]));
      resolve({ output, steps });
    });
  });
}

/** A rollout id whose draw for this canary falls under its 10%. */
function canaryBrowserId(version: string): string {
  for (let n = 0; ; n += 1) {
    const id = `bench-browser-${String(n).padStart(8, '0')}`;
    if (rolloutBucket(id, 'remote-booking', version) < 10) return id;
  }
}

const original = readFileSync(textsFile, 'utf8');
const originalPin = readFileSync(pinFile, 'utf8');
if (!original.includes(LINE)) throw new Error(`${textsFile} no longer has the line this bench edits: update LINE`);

await prepareBuiltSite();
const site = await startServer();
const browser = await chromium.launch(chromiumOptions);
const results: Array<Record<string, number>> = [];
try {
  const customer = await signIn(site.baseUrl);
  for (let round = 1; round <= rounds; round += 1) {
    const started = performance.now();
    writeFileSync(textsFile, original.replace(LINE, editedLine(round)));
    const edited = performance.now();
    const { steps } = await release(site.baseUrl);
    const released = performance.now();
    const canaries = JSON.parse(readFileSync(path.join(process.env.RELEASES_DIR, 'canaries.json'), 'utf8'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([...customer.cookies, { name: ROLLOUT_COOKIE, value: canaryBrowserId(canaries['remote-booking'].version), url: site.baseUrl }]);
    await context.addInitScript((stored) => localStorage.setItem('servenear-session', stored), customer.storedSession);
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/service-book?id=999999`);
    await page.getByText(`services near you (canary ${round}).`).waitFor({ timeout: 30_000 });
    const answered = performance.now();
    await context.close();
    const seconds = (from: number, to: number) => Number(((to - from) / 1000).toFixed(1));
    results.push({ round, total: seconds(started, answered), release: seconds(edited, released), browser: seconds(released, answered), ...steps });
    console.log(`round ${round}: ${JSON.stringify(results.at(-1))}`);
  }
} finally {
  await browser.close();
  await site.stop();
  writeFileSync(textsFile, original);
  writeFileSync(pinFile, originalPin);
  // dist/ back to the checkout's source, as `npm start` would publish it.
  execFileSync('npm', ['run', 'build', '-w', 'remote-booking'], { cwd: repoRoot, stdio: 'ignore' });
  rmSync(workDir, { recursive: true, force: true });
}

await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, rounds: results }, null, 2)}\n`);
console.log(`Written to ${path.relative(repoRoot, resultsFile)}`);
