/**
 * A page opened from another starts at the top, whichever remote draws it; Back returns to
 * where the person was (issue 13 §3 reported a leak; this journey, footer link from a scrolled
 * list to another remote's page, holds with the router's ScrollRestoration).
 */
import type { Page } from 'playwright-core';
import { expectVisible, waitForHydrated, waitForLivePage } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 700 } });
});
afterAll(async () => page.close());

const scrollY = () => page.evaluate(() => window.scrollY);

test('a new page opens at the top; Back returns to where the list was scrolled', async () => {
  await page.goto(`${e2e.site.url}/list-of-services?category=3&subcategory=11`);
  await expectVisible(page.getByRole('article').first());
  await waitForLivePage(page);
  // The footer's link to the report page, a page of another remote, clicked where it is.
  const report = page.getByRole('contentinfo').getByRole('link', { name: 'Report and Queries' });
  await waitForHydrated(report);
  await report.scrollIntoViewIfNeeded();
  const listed = await scrollY();
  expect(listed).toBeGreaterThan(500);
  await report.click();
  await page.waitForURL(/\/report$/);
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await page.waitForTimeout(300);
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await page.waitForURL(/\/list-of-services/);
  await expectVisible(page.getByRole('article').first());
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, listed, { timeout: 5000 });
});

test('a page loaded anew in the same tab opens at the top after a scrolled list; Back returns to the list where it was', async () => {
  // The entry a page is loaded into has the router's key 'default' on every load (issue 37): the
  // list's offset must not be given to the next page typed into the address bar.
  await page.goto(`${e2e.site.url}/list-of-services?category=3&subcategory=11`);
  await expectVisible(page.getByRole('article').first());
  await waitForLivePage(page);
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => window.scrollY > 500);
  const listed = await scrollY();

  await page.goto(`${e2e.site.url}/pages/about-us`);
  await waitForHydrated(page.getByRole('contentinfo').getByRole('link').first());
  await waitForLivePage(page);
  // Settled: two frames after the live page, nothing has moved it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await page.waitForURL(/\/list-of-services/);
  await expectVisible(page.getByRole('article').first());
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, listed, { timeout: 5000 });
});
