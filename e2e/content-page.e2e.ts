import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot, waitForHydrated } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => page.close());

test('a footer link opens its content page, rendered by remote-account', async () => {
  const accountEntryLoaded = page.waitForResponse((response) => /\/releases\/remote-account\/.*remoteEntry\.js$/.test(response.url()));
  await page.goto(e2e.site.url);
  // Until React has taken the server-drawn footer over, a click is a full page load (the server's
  // picture of the page), not the shell's navigation this test is about.
  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
  await waitForHydrated(aboutUs);
  await aboutUs.click();

  await page.waitForURL(`${e2e.site.url}/pages/about-us`);
  await expectVisible(page.getByRole('heading', { level: 1, name: /About ServeNear/i }));
  await accountEntryLoaded;
  await screenshot(page, 'content-page-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'content-page-375');
});

test('an unknown slug shows the not-found texts', async () => {
  const response = await page.goto(`${e2e.site.url}/pages/no-such-page`);
  expect(response?.status()).toBe(404);
  await expectVisible(page.getByRole('heading', { name: 'Not Found' }));
  await expectVisible(page.getByText('Page content not available'));
});

test('a deep link reloads to the same page', async () => {
  await page.goto(`${e2e.site.url}/pages/terms-and-conditions`);
  await expectVisible(page.getByRole('heading', { level: 1 }));
  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1 }));
  expect(page.url()).toBe(`${e2e.site.url}/pages/terms-and-conditions`);
});
