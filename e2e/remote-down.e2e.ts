import type { Page } from 'playwright-core';
import { expectVisible, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser({ ownSite: true });
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
});

test('with remote-account down the rest of the site works, and Retry brings it back', async () => {
  const unavailable = '**/releases/remote-account/**';
  await page.route(unavailable, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));

  await page.goto(`${e2e.site.url}/pages/about-us`);
  const fallback = page.getByTestId('remote-fallback');
  await expectVisible(fallback, 30_000);
  await expectVisible(page.getByRole('banner'));
  await expectVisible(page.getByRole('contentinfo'));
  await screenshot(page, 'remote-fallback-375');

  await page.getByRole('banner').getByRole('link', { name: /servenear/i }).first().click();
  await expectVisible(page.getByText('Get Services Whenever You Need Them'));
  await page.goto(`${e2e.site.url}/unauthorized`);
  await expectVisible(page.getByText('You do not have permission to access this page.'));
  // Another remote's route paints fully: the catalogue's list with its services.
  await page.goto(`${e2e.site.url}/list-of-services?category=3&subcategory=11`);
  await expectVisible(page.locator('[data-remote="remote-catalog"] article').first());
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);

  await page.goto(`${e2e.site.url}/pages/about-us`);
  await expectVisible(fallback, 30_000);
  await page.unroute(unavailable);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: /About ServeNear/i }));
  expect(await fallback.count()).toBe(0);
});

test('a registry entry that points nowhere shows the fallback too', async () => {
  const missing = '/releases/remote-account/0.0.0-missing/mf-manifest.json';
  // The page comes with the registry inlined (server/src/modules/shellPage); Retry asks /remotes.json.
  await page.route(`${e2e.site.url}/report`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/\/releases\/remote-account\/[^/"]+\/mf-manifest\.json/g, missing);
    await route.fulfill({ response, body: html });
  });
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    registry['remote-account'] = missing;
    await route.fulfill({ response, json: registry });
  });
  await page.goto(`${e2e.site.url}/report`);
  await expectVisible(page.getByTestId('remote-fallback'), 30_000);
  await expectVisible(page.getByRole('contentinfo'));
  await page.unroute('**/remotes.json');
  await page.unroute(`${e2e.site.url}/report`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Report and Queries' }));
});
