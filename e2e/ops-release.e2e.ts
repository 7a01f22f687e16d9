import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildRemoteFromEditedSources, type ChangedBuild } from './support/builds';
import { expectVisible, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * Issue 39 (decision 0058): the ops console joins a running site by being published, with the
 * shell's build and every other remote as they were, then is released again and rolled back like
 * any remote. The site starts as if remote-ops had never been published.
 */
const e2e = useSiteAndBrowser({ ownSite: true, withoutRemotes: ['remote-ops'] });
const repoRoot = path.resolve(__dirname, '..');
let changed: ChangedBuild;
let page: Page;

beforeAll(() => {
  changed = buildRemoteFromEditedSources('remote-ops', [
    { file: 'remote-ops/src/features/sign-in/texts.ts', find: "brand: 'ServeNear Ops',", replace: "brand: 'ServeNear Ops (new build)'," },
  ]);
}, 120_000);
afterAll(() => changed?.cleanup());

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => page.close());

/** Every file of the shell's build (browser and server render) by content: what a rebuild or redeploy would change. */
function shellBuild(): string {
  const hash = createHash('sha256');
  for (const folder of ['shell/dist', 'shell/dist-ssr']) {
    for (const file of readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
      const full = path.join(file.parentPath, file.name);
      hash.update(path.relative(repoRoot, full)).update(readFileSync(full));
    }
  }
  return hash.digest('hex');
}

const registry = () => JSON.parse(readFileSync(path.join(e2e.site.releasesDir, 'remotes.json'), 'utf8')) as Record<string, string>;
const mainScript = (html: string) => /<script[^>]+src="(\/[^"]*main\.[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/[^"]*main\.[0-9a-f]+\.js)"/.exec(html)?.[1];

test('remote-ops is published into the running site and its pages work; the shell build is unchanged; a new build rolls back', async () => {
  const shellBefore = shellBuild();
  const others = registry();
  const before = await page.goto(`${e2e.site.url}/ops/sign-in`);
  expect(before?.status()).toBe(404);
  const shellScriptBefore = mainScript(await before!.text());

  expect(e2e.site.remotesCli('publish', 'remote-ops')).toMatch(/remote-ops .* is live/);

  const after = await page.goto(`${e2e.site.url}/ops/sign-in`);
  expect(after?.status()).toBe(200);
  await expectVisible(page.getByRole('button', { name: 'Continue' }));
  await expectVisible(page.getByText('ServeNear Ops', { exact: true }).first());
  expect(await page.title()).toBe('Ops sign-in · ServeNear');
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  await screenshot(page, 'ops-release-published-1280');
  // The same shell, file for file, and the same script in the page; the other remotes untouched.
  expect(shellBuild()).toBe(shellBefore);
  expect(mainScript(await after!.text())).toBe(shellScriptBefore);
  const { 'remote-ops': published, ...rest } = registry();
  expect(rest).toEqual(others);
  expect(published).toMatch(/^\/releases\/remote-ops\/[^/]+\/mf-manifest\.json$/);

  // A new build of the console goes live, then is rolled back, as any remote's.
  expect(e2e.site.remotesCli('publish', 'remote-ops', '--from', changed.distDir)).toMatch(/remote-ops .* is live/);
  await page.goto(`${e2e.site.url}/ops/sign-in`);
  await expectVisible(page.getByText('ServeNear Ops (new build)', { exact: true }).first());
  expect(e2e.site.remotesCli('rollback', 'remote-ops')).toMatch(/remote-ops rolled back/);
  await page.goto(`${e2e.site.url}/ops/sign-in`);
  await expectVisible(page.getByText('ServeNear Ops', { exact: true }).first());
  expect(await page.getByText('ServeNear Ops (new build)').count()).toBe(0);
  expect(registry()['remote-ops']).toBe(published);
  expect(shellBuild()).toBe(shellBefore);
});
