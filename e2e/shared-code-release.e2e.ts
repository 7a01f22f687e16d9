/**
 * A remote always runs the shared code it was built with. Another team releases
 * remote-account built from a changed shared package (its content page's endpoint reads a
 * title with the reading time), while the live shell and remote-catalog were built from the old one and the
 * catalogue has already loaded the old shared API on the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildRemoteFromEditedSources, type ChangedBuild } from './support/builds';
import { expectVisible, horizontalOverflow, screenshot, waitForHydrated, waitForLivePage } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser({ ownSite: true });
let changed: ChangedBuild;
let page: Page;

beforeAll(() => {
  changed = buildRemoteFromEditedSources('remote-account', [
    {
      // New in this release: the page's title with its reading time.
      file: 'shared/src/endpoints/pages.ts',
      find: 'toModel: ({ data }): PageContent => ({ title: data.title, content: data.content }),',
      replace: `toModel: ({ data }): PageContent => ({
    title: \`\${data.title} · \${Math.max(1, Math.round(data.content.split(/\\s+/).length / 200))} min read\`,
    content: data.content,
  }),`,
    },
  ]);
}, 120_000);
afterAll(() => changed?.cleanup());

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => page.close());

test('the remote built from new shared code works beside remotes built from the old, and they keep working', async () => {
  const published = e2e.site.remotesCli('publish', 'remote-account', '--from', changed.distDir);
  expect(published).toMatch(/remote-account .* is live/);
  const manifest = JSON.parse(readFileSync(path.join(changed.distDir, 'mf-manifest.json'), 'utf8'));
  const sharedApi = manifest.shared.find((entry: { name: string }) => entry.name.endsWith('/api'));
  const liveCatalog = JSON.parse(readFileSync(path.join(e2e.site.releasesDir, 'remotes.json'), 'utf8'))['remote-catalog'];
  const catalogManifest = JSON.parse(readFileSync(path.join(e2e.site.releasesDir, liveCatalog.replace('/releases/', '')), 'utf8'));
  // Different code, different key: the old copy can never stand in for the new one.
  expect(catalogManifest.shared.map((entry: { name: string }) => entry.name)).not.toContain(sharedApi.name);

  // The catalogue loads first, with the old shared API.
  await page.goto(`${e2e.site.url}/list-of-services?category=3&subcategory=11`);
  await expectVisible(page.getByRole('article').first());
  // Acted on only once the list is live and React has taken the footer over: a press on the
  // server's picture would be a full page load (no longer "without a reload"), and the footer
  // moves when the live list replaces the picture.
  await waitForLivePage(page);
  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
  await waitForHydrated(aboutUs);

  // Then, without a reload, the page of the newly released remote.
  await aboutUs.click();
  await page.waitForURL(`${e2e.site.url}/pages/about-us`);
  await expectVisible(page.getByRole('heading', { level: 1, name: /About ServeNear · \d+ min read/i }));
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  await screenshot(page, 'shared-code-release-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'shared-code-release-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // And back: the catalogue still works with its own shared code.
  await page.goBack();
  await expectVisible(page.getByRole('article').first());
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);
});
