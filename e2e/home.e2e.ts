import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A customer who has set their location to Chennai (the location popup stores it there).
  await page.addInitScript(() => {
    if (!localStorage.getItem('servenear-session')) {
      localStorage.setItem(
        'servenear-session',
        JSON.stringify({ state: { session: null, location: { latitude: 13.0827, longitude: 80.2707, address: 'Anna Nagar, Chennai' } }, version: 0 }),
      );
    }
  });
});

test('the signed-in home shows every section; a category opens its popup and a subcategory its list', async () => {
  await page.goto(`${e2e.site.url}/login`);
  await page.getByLabel(/mobile/i).fill('9876500001');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${e2e.site.url}/`);

  for (const section of ['Top rated', 'Most popular', 'Industry & Factory', 'Retail & Shop', 'Home & Personal', 'Tutor/Consultancies']) {
    await expectVisible(page.getByRole('heading', { name: section }));
  }
  await expectVisible(page.getByAltText('P & D Enquiry'));
  await screenshot(page, 'user-home-1280');

  await page.getByAltText('P & D Enquiry').first().click();
  const enquiry = page.getByRole('dialog', { name: 'Pass Fast Express' });
  await expectVisible(enquiry.getByRole('button', { name: 'Enquiry Now' }));
  await page.keyboard.press('Escape');
  await enquiry.waitFor({ state: 'hidden' });

  await page.getByRole('button', { name: /Home & Personal/ }).first().click();
  const popup = page.getByRole('dialog');
  await expectVisible(popup);
  await popup.getByRole('link', { name: 'Home Repairs' }).click();
  await page.waitForURL(/\/list-of-services\?category=3&subcategory=11$/);
  await expectVisible(page.getByText('Electrician').first());

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${e2e.site.url}/`);
  await expectVisible(page.getByRole('heading', { name: 'Most popular' }));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'user-home-375');
});
