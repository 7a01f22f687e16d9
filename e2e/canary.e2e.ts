/**
 * Staged rollout with error telemetry: a canary of remote-account that fails to render goes
 * to half of the browsers with auto-rollback. The browsers drawn for it see the failure in
 * the remote's region only (header and footer keep working) and report it; once the canary
 * has had its minimum number of loads above the failure threshold, the server ends it and
 * the same browsers get the live version again. Browsers are counted, not visits: each report
 * carries the rollout cookie the server signed, and one browser is one vote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { rolloutBucket, ROLLOUT_COOKIE } from '../server/src/modules/releases/rollout';
import { buildRemoteFromEditedSources, type ChangedBuild } from './support/builds';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

// The server's floor of distinct browsers, lowered to the canary's own minimum of 4.
const e2e = useSiteAndBrowser({ ownSite: true, env: { AUTO_ROLLBACK_MIN_BROWSERS: '4' } });
let failing: ChangedBuild;

beforeAll(() => {
  failing = buildRemoteFromEditedSources('remote-account', [
    {
      file: 'remote-account/src/App.tsx',
      find: "export default createRemoteApp('remote-account', pages, {}, onPersonalChange([queryKeys.account.notifications()]));",
      replace: `export const workingApp = createRemoteApp('remote-account', pages, {}, onPersonalChange([queryKeys.account.notifications()]));
export default function App(): never {
  throw new Error('Canary build: this remote fails to render');
}`,
    },
  ]);
}, 120_000);
afterAll(() => failing?.cleanup());

const releaseFile = (name: string) => path.join(e2e.site.releasesDir, name);
const canaries = () => JSON.parse(readFileSync(releaseFile('canaries.json'), 'utf8'));
const audit = () => readFileSync(releaseFile('audit.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));

/** A browser of its own whose rollout draw for this canary is (or is not) under its share. */
async function browserDrawn(canaryVersion: string, percent: number, drawn: boolean, skip = 0): Promise<BrowserContext> {
  let id = '';
  for (let n = 0, found = 0; !id; n += 1) {
    const candidate = `e2e-browser-${String(n).padStart(8, '0')}`;
    if (rolloutBucket(candidate, 'remote-account', canaryVersion) < percent === drawn && found++ === skip) id = candidate;
  }
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: ROLLOUT_COOKIE, value: id, url: e2e.site.url }]);
  return context;
}

/** Opens /report and waits until the shell has reported how remote-account fared. */
async function visitReport(page: Page): Promise<void> {
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/telemetry/remote-events'), { timeout: 15_000 });
  await page.goto(`${e2e.site.url}/report`);
  expect((await reported).status()).toBe(204);
}

test('a failing canary reaches only its share, is reported, and is rolled back by the server while the site keeps working', async () => {
  const output = e2e.site.remotesCli('publish', 'remote-account', '--from', failing.distDir, '--canary', '50', '--auto-rollback', '50%', '--min-loads', '4');
  expect(output).toMatch(/is a canary for 50% of browsers .* rolled back by itself above a 50% failure rate over 4 browsers/);
  const canary = canaries()['remote-account'];
  expect(canary).toMatchObject({ percent: 50, autoRollback: { failureRate: 0.5, minLoads: 4 } });

  // A browser not drawn for the canary gets the live version.
  const others = await browserDrawn(canary.version, 50, false);
  const otherPage = await others.newPage();
  await visitReport(otherPage);
  await expectVisible(otherPage.getByRole('heading', { name: 'Report and Queries', exact: true }));
  await others.close();

  // Browsers drawn for it see the failure inside the remote's region only. Visiting again and
  // again, one browser stays one vote: three of them are below the minimum of four.
  const drawn = await Promise.all([0, 1, 2, 3].map((skip) => browserDrawn(canary.version, 50, true, skip)));
  const pages = await Promise.all(drawn.map((context) => context.newPage()));
  const page = pages[0]!;
  for (let visit = 1; visit <= 3; visit += 1) {
    await visitReport(page);
    await expectVisible(page.getByTestId('remote-fallback'));
    await expectVisible(page.getByRole('banner'));
    await expectVisible(page.getByRole('contentinfo'));
    expect(canaries()['remote-account']?.version).toBe(canary.version);
  }
  await screenshot(page, 'canary-failing-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'canary-failing-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const other of pages.slice(1, 3)) {
    await visitReport(other);
    await expectVisible(other.getByTestId('remote-fallback'));
  }
  expect(canaries()['remote-account']?.version).toBe(canary.version);

  // The admins' view counts the reports themselves (5 visits, each a load and a render failure).
  const status = e2e.site.remotesCli('status', '--api', e2e.site.url);
  expect(status).toMatch(new RegExp(`remote-account\\s+${canary.version}\\s+canary 50%\\s+5\\s+5\\s+100\\.0%`));

  // A fourth browser reaches the minimum: the server ends the canary on its own.
  await visitReport(pages[3]!);
  for (let wait = 0; canaries()['remote-account'] && wait < 50; wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(canaries()).toEqual({});
  expect(audit().at(-1)).toMatchObject({
    action: 'auto-rollback',
    remote: 'remote-account',
    from: canary.version,
    to: canary.stable,
    reason: 'failure rate 100% (4 of 4 browsers failed) passed 50%',
  });

  // The same browser now gets the live version back.
  await page.goto(`${e2e.site.url}/report`);
  await expectVisible(page.getByRole('heading', { name: 'Report and Queries', exact: true }));
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  await Promise.all(drawn.map((context) => context.close()));
});
