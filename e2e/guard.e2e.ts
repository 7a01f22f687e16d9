import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => page.close());

test('/user-edit without a session: the toast, then the landing page', async () => {
  await page.goto(`${e2e.site.url}/user-edit`);
  await expectVisible(page.getByText('Please log in to continue.'));
  expect(new URL(page.url()).pathname).toBe('/');
  await expectVisible(page.getByText('Get Services Whenever You Need Them'));
});

test('the visitor landing page and /unauthorized at both widths', async () => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(e2e.site.url);
    await expectVisible(page.getByText('Get Services Whenever You Need Them'));
    await expectVisible(page.getByText('Find Local Service Professional Near You'));
    await expectVisible(page.getByRole('link', { name: 'Customer Login' }));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `landing-${width}`);

    await page.goto(`${e2e.site.url}/unauthorized`);
    await expectVisible(page.getByRole('heading', { name: 'Unauthorized' }));
    await expectVisible(page.getByText('You do not have permission to access this page.'));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `unauthorized-${width}`);
  }
});

// Every route of the table is built now (issue 15 built the last nine), so an unknown path stands
// for what a visitor meets when a link is wrong.
test('a path the site does not have shows the not-found page', async () => {
  const response = await page.goto(`${e2e.site.url}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expectVisible(page.getByRole('heading', { name: /page not found/i }));
  await screenshot(page, 'not-found-1280');
});
