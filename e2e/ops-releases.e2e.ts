import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { rolloutBucket, ROLLOUT_COOKIE } from '../server/src/modules/releases/rollout';
import { axeViolations } from './support/axe';
import { buildRemoteFromEditedSources, type ChangedBuild } from './support/builds';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';
import { signInCodeTo } from './support/outbox';

/**
 * Issue 39, the Releases panel as ops use it: a new remote-booking build is staged with the CLI;
 * the admin starts a 20 % canary of it in the console, the CLI sees the same canary, browsers on
 * either version load booking pages and the panel shows both versions' loads; the admin rolls it
 * back and the registry is as before. A support colleague cannot open the panel, nor call its API.
 * Its own site: a canary changes what every browser may get.
 */
const e2e = useSiteAndBrowser({ ownSite: true });
const admin = { mobile: '9000000001', password: 'ServeNear@Admin1' };
const support = { mobile: '9000000002', password: 'ServeNear@Support1' };
const remote = 'remote-booking';
let changed: ChangedBuild;
let context: BrowserContext;
let page: Page;

beforeAll(() => {
  // A real change of behaviour, so the build (and its content version) differs from the live one.
  changed = buildRemoteFromEditedSources(remote, [
    {
      file: 'remote-booking/src/features/single-booking/SlotNotePopupPage.tsx',
      find: "onClose={() => navigate('/')}",
      replace: "onClose={() => navigate('/', { state: { from: 'slot-note' } })}",
    },
  ]);
}, 180_000);
afterAll(() => changed?.cleanup());

beforeEach(async () => {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => context.close());

const releaseFile = (name: string) => path.join(e2e.site.releasesDir, name);
const registry = () => JSON.parse(readFileSync(releaseFile('remotes.json'), 'utf8')) as Record<string, string>;
const canaries = () => JSON.parse(readFileSync(releaseFile('canaries.json'), 'utf8')) as Record<string, { version: string; percent: number; stable: string }>;

/** Screenshots at the three widths, each checked for sideways scrolling, and axe's rules on the page. */
async function shootConsole(name: string) {
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `${name}-${width}`, { animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs in at /ops/sign-in with the password, then the texted code. */
async function signIn(account: { mobile: string; password: string }) {
  await page.goto(`${e2e.site.url}/ops/sign-in`);
  await page.getByLabel('Mobile number').fill(account.mobile);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeBox = page.getByLabel('6-digit code');
  await expectVisible(codeBox);
  await codeBox.fill(await signInCodeTo(e2e.site.url, account.mobile));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${e2e.site.url}/ops`);
}

/** A browser of its own whose rollout draw for the canary is (or is not) under its share; `skip` such ids are left to others. */
async function browserDrawn(canaryVersion: string, percent: number, drawn: boolean, skip = 0): Promise<BrowserContext> {
  let id = '';
  for (let n = 0, found = 0; !id; n += 1) {
    const candidate = `e2e-releases-${String(n).padStart(8, '0')}`;
    if (rolloutBucket(candidate, remote, canaryVersion) < percent === drawn && found++ === skip) id = candidate;
  }
  const browser = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await browser.addCookies([{ name: ROLLOUT_COOKIE, value: id, url: e2e.site.url }]);
  return browser;
}

/** Opens a booking page and waits until the shell has reported how remote-booking fared. */
async function visitBookingPage(browser: BrowserContext): Promise<void> {
  const visitor = await browser.newPage();
  const reported = visitor.waitForResponse((response) => response.url().endsWith('/api/telemetry/remote-events'), { timeout: 15_000 });
  await visitor.goto(`${e2e.site.url}/slotnote-popup`);
  expect((await reported).status()).toBe(204);
  await browser.close();
}

test('the admin canaries a staged remote-booking build at 20 %, watches its figures and rolls it back', async () => {
  const live = registry()[remote];
  const staged = e2e.site.remotesCli('stage', remote, '--from', changed.distDir);
  const version = /^remote-booking (\S+) staged;/.exec(staged)?.[1];
  expect(version).toBeDefined();
  expect(registry()[remote]).toBe(live);

  await signIn(admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Releases' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Releases' }));
  const booking = page.getByRole('region', { name: remote });
  await expectVisible(booking.getByRole('heading', { level: 2, name: remote }));
  await shootConsole('ops-releases');

  // The staged build is offered; a 20 % canary of it, once confirmed.
  const start = booking.getByRole('form', { name: `A canary of ${remote}` });
  await start.getByRole('combobox', { name: 'Version' }).selectOption(version!);
  await start.getByRole('textbox', { name: 'Share of browsers (%)' }).fill('20');
  await start.getByRole('button', { name: 'Start canary' }).click();
  const confirm = page.getByRole('dialog', { name: `Start a canary of ${remote} ${version} for 20 % of browsers?` });
  await expectVisible(confirm);
  await shootConsole('ops-releases-canary-dialog');
  await confirm.getByRole('button', { name: 'Yes, start the canary' }).click();
  await expectVisible(page.getByText(`${remote} ${version} is a canary for 20 % of browsers`).first());

  // The CLI reads the same registry: the same canary.
  const canary = canaries()[remote]!;
  expect(canary).toMatchObject({ version, percent: 20 });
  expect(e2e.site.remotesCli('list')).toContain(`${remote}: live ${canary.stable}`);
  expect(e2e.site.remotesCli('list')).toMatch(new RegExp(`canary ${version!.replace(/\./g, '\\.')} for 20%`));

  // Browsers on either version open a booking page and report it.
  await visitBookingPage(await browserDrawn(version!, 20, true));
  await visitBookingPage(await browserDrawn(version!, 20, false));
  await visitBookingPage(await browserDrawn(version!, 20, true, 1));

  // The panel's figures: both versions loaded, by distinct browsers.
  await page.reload();
  const totals = page.getByRole('table', { name: `${remote}: totals per version over the last hour` });
  await expectVisible(totals);
  const canaryRow = totals.getByRole('row').filter({ hasText: version! });
  const liveRow = totals.getByRole('row').filter({ hasText: canary.stable });
  await expectVisible(canaryRow);
  const cells = async (row: typeof canaryRow) => (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
  // Is, browsers, loads, failures, failure rate.
  expect(await cells(canaryRow)).toEqual(['Canary', '2', '2', '0', '0 %']);
  expect((await cells(liveRow)).slice(0, 2)).toEqual(['Live', '1']);
  expect(Number((await cells(liveRow))[2])).toBeGreaterThanOrEqual(1);
  await expectVisible(page.getByRole('img', { name: new RegExp(`^${remote} ${version!.replace(/\./g, '\\.')} \\(canary\\) over the last hour: 2 loads by 2 browsers`) }));
  await shootConsole('ops-releases-canary');

  // Rolled back in the panel, once confirmed: no canary, the live version as it was.
  await page.getByRole('form', { name: `The canary of ${remote}` }).getByRole('button', { name: 'Roll back' }).click();
  const rollBack = page.getByRole('dialog', { name: `Roll back ${remote}’s canary ${version}?` });
  await expectVisible(rollBack);
  await rollBack.getByRole('button', { name: 'Yes, roll back' }).click();
  await expectVisible(page.getByText(`${remote}'s canary ${version} ended`).first());
  expect(canaries()).toEqual({});
  expect(registry()[remote]).toBe(live);
  await expectVisible(booking.getByRole('listitem').filter({ hasText: 'ServeNear Admin (ops member' }).filter({ hasText: 'Ended the canary' }));
  expect(e2e.site.remotesCli('list')).not.toMatch(/canary .* for \d+%/);
});

test('a support person cannot open the Releases panel, and the server refuses her its API', async () => {
  await signIn(support);
  expect(await page.getByRole('navigation').getByRole('link', { name: 'Releases' }).count()).toBe(0);
  await page.goto(`${e2e.site.url}/ops/releases`);
  await expectVisible(page.getByText('You do not have access to this section.'));
  await shootConsole('ops-releases-support');

  const refused = await page.evaluate(async (name) => {
    const read = await fetch('/api/admin/releases');
    const rollback = await fetch(`/api/admin/releases/${name}/rollback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return [read.status, rollback.status];
  }, remote);
  expect(refused).toEqual([403, 403]);
});
