import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expectVisible, launchBrowser } from './support/browser';
import { repoRoot, startSite, type Site } from './support/site';

let site: Site;
let browser: Browser;
let page: Page;
let secondBuild: string;

beforeAll(async () => {
  site = await startSite({ name: 'rollback' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  secondBuild = makeVisiblyDifferentBuild();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(secondBuild, { recursive: true, force: true });
});

/** A second remote-account build whose report heading reads differently, as a new release would. */
function makeVisiblyDifferentBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'servenear-account-v2-'));
  cpSync(path.join(repoRoot, 'remote-account', 'dist'), dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) rmSync(path.join(dir, file));
    else if (file.endsWith('.js')) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      writeFileSync(path.join(dir, file), source.replaceAll('Report and Queries', 'Report and Queries, new release'));
    }
  }
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/precompress.mjs'), dir]);
  return dir;
}

/** SHA-256 of the shell's index.html and every script it references. */
async function shellFingerprint(): Promise<Record<string, string>> {
  const html = await (await fetch(`${site.url}/`)).text();
  const files: Record<string, string> = { '/': sha(html) };
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) {
    const body = Buffer.from(await (await fetch(new URL(src!, site.url))).arrayBuffer());
    files[src!] = sha(body);
  }
  return files;
}
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

test('publish twice, roll back with the CLI: the older build is served, the shell is untouched', async () => {
  const shellBefore = await shellFingerprint();
  expect(Object.keys(shellBefore).length).toBeGreaterThan(1);

  await page.goto(`${site.url}/report`);
  await expectVisible(page.getByRole('heading', { name: 'Report and Queries', exact: true }));

  site.remotesCli('publish', 'remote-account', '--from', secondBuild);
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Report and Queries, new release' }));

  const listing = site.remotesCli('list');
  expect(listing).toMatch(/remote-account/);

  site.remotesCli('rollback', 'remote-account');
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Report and Queries', exact: true }));
  expect(await page.getByText('Report and Queries, new release').count()).toBe(0);

  expect(await shellFingerprint()).toEqual(shellBefore);
  const audit = readFileSync(path.join(site.releasesDir, 'audit.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  expect(audit.map((entry) => `${entry.action} ${entry.remote}`).slice(-2)).toEqual([
    'publish remote-account',
    'rollback remote-account',
  ]);
});
