import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot, waitForHydrated } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
const chennai = { latitude: 13.0827, longitude: 80.2707, address: 'Anna Nagar, Chennai' };
let context: BrowserContext;
let page: Page;

/** A fresh browser profile; `stored` is the location the browser already holds, if any. */
async function openPage(options: BrowserContextOptions & { stored?: typeof chennai | null } = {}) {
  const { stored = chennai, ...contextOptions } = options;
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  if (stored) {
    await context.addInitScript((location) => {
      if (!localStorage.getItem('servenear-session')) {
        localStorage.setItem('servenear-session', JSON.stringify({ state: { session: null, location }, version: 0 }));
      }
    }, stored);
  }
  page = await context.newPage();
}

afterEach(async () => context?.close());

const locationChip = () => page.getByRole('banner').getByRole('button', { name: /^Location:/ }).locator('visible=true');

async function signInAsDemoCustomer() {
  await page.goto(`${e2e.site.url}/login`);
  await page.getByLabel(/mobile/i).fill('9876500001');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${e2e.site.url}/`);
}

const mostPopular = () => page.getByRole('region', { name: 'Most popular' });

test('without a stored address the chip asks the browser and shows what it knows of street and city, or why it cannot', async () => {
  await openPage({ stored: null, geolocation: { latitude: 13.0827, longitude: 80.2707 }, permissions: ['geolocation'] });
  await page.goto(`${e2e.site.url}/`);
  await expectVisible(locationChip().filter({ hasText: 'Chennai' }));
  // The street is unknown offline: the chip shows what is known, not 'Street not available, Chennai'.
  expect((await locationChip().first().innerText()).trim()).toBe('Chennai');
  await screenshot(page, 'location-chip-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectVisible(locationChip().filter({ hasText: 'Chennai' }));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'location-chip-375');
  await context.close();

  await openPage({ stored: null });
  await page.goto(`${e2e.site.url}/`);
  await expectVisible(locationChip().filter({ hasText: /Location access denied|Unable to fetch location/ }));
});

/** A content page (no list of its own), its header's search popup opened once React has the button. */
async function openSearchOnContentPage() {
  await openPage();
  await page.goto(`${e2e.site.url}/pages/about-us`);
  await waitForHydrated(page.getByRole('button', { name: 'Search services' }));
  await page.getByRole('button', { name: 'Search services' }).click();
  const popup = page.getByRole('dialog', { name: 'Search services' });
  return { popup, field: popup.getByLabel('Search for a service') };
}

test('search looks up from the first letter; Enter opens the list of the best match, and does nothing without one', async () => {
  const { popup, field } = await openSearchOnContentPage();
  await field.fill('zzzz');
  await expectVisible(popup.getByText('No Service available'));
  await field.press('Enter');
  expect(new URL(page.url()).pathname).toBe('/pages/about-us');

  await field.fill('E');
  await expectVisible(popup.getByRole('link', { name: /Electrician/ }));
  await field.fill('Electrici');
  await expectVisible(popup.getByRole('link', { name: /^Electrician/ }));
  await screenshot(page, 'search-popup-1280');
  await field.press('Enter');
  await page.waitForURL(/\/list-of-services\?category=3&subcategory=11$/);
  await expectVisible(page.getByText('Electrician').first());
  expect(await page.getByRole('dialog').count()).toBe(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Search services' }).click();
  await page.getByRole('dialog', { name: 'Search services' }).getByLabel('Search for a service').fill('Plumb');
  await expectVisible(page.getByRole('dialog').getByRole('link', { name: /Plumber/ }));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'search-popup-375');
});

test('search forgives a misspelling and knows Hindi names: the intended service comes first and opens its list', async () => {
  const { popup, field } = await openSearchOnContentPage();

  await field.fill('electrision');
  await expectVisible(popup.getByRole('link', { name: /^Electrician/ }).first());
  expect(await popup.getByRole('link').first().textContent()).toMatch(/^Electrician/);
  await screenshot(page, 'search-misspelt-1280');

  await field.fill('nal mistri');
  await expectVisible(popup.getByRole('link', { name: /^Plumber/ }).first());
  await field.fill('plumbr');
  await expectVisible(popup.getByRole('link', { name: /^Plumber/ }).first());
  expect(await popup.getByRole('link').first().textContent()).toMatch(/^Plumber/);
  await field.press('Enter');
  await page.waitForURL(/\/list-of-services\?category=\d+&subcategory=\d+$/);
  await expectVisible(page.getByText('Plumber').first());

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Search services' }).click();
  await page.getByRole('dialog', { name: 'Search services' }).getByLabel('Search for a service').fill('bijli');
  await expectVisible(page.getByRole('dialog').getByRole('link', { name: /^Electrician/ }).first());
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'search-misspelt-375');
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('typing an address in the location popup changes the services shown; the hero box changes it back', async () => {
  await openPage();
  await signInAsDemoCustomer();
  await expectVisible(mostPopular().getByRole('article'));

  await locationChip().click();
  const popup = page.getByRole('dialog', { name: 'Enter Your Location' });
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expectVisible(popup.getByText('Address cannot be empty.'));
  await popup.getByPlaceholder('Change live Address').fill('Atlantis');
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expectVisible(popup.getByText('Failed to geocode the address.'));
  await screenshot(page, 'location-popup-1280');
  await popup.getByPlaceholder('Change live Address').fill('Jaipur');
  await popup.getByRole('button', { name: 'Submit' }).click();

  // No verified partner works near Jaipur: the lists near the new point are empty.
  await expectVisible(locationChip().filter({ hasText: 'Jaipur' }));
  expect(await page.getByRole('dialog').count()).toBe(0);
  await expectVisible(mostPopular().getByText('No Service available'));

  const hero = page.getByRole('region', { name: 'Your location and search' });
  await hero.getByLabel('Services near').fill('Chennai');
  await hero.getByLabel('Services near').press('Enter');
  await expectVisible(mostPopular().getByRole('article'));
  await expectVisible(locationChip().filter({ hasText: 'Chennai' }));
  await screenshot(page, 'hero-home-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await locationChip().click();
  await expectVisible(page.getByRole('dialog', { name: 'Enter Your Location' }));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'location-popup-375');
});

test('addresses as people in India type them: an ambiguous locality offers its places, a PIN code or a locality is found', async () => {
  await openPage({ stored: null });
  await page.goto(`${e2e.site.url}/pages/about-us`);
  await waitForHydrated(locationChip());
  await locationChip().click();
  const popup = page.getByRole('dialog', { name: 'Enter Your Location' });
  const field = popup.getByPlaceholder('Change live Address');

  await field.fill('T. Nagar');
  await field.press('Enter');
  const choices = popup.getByRole('group', { name: 'We found this name in more than one place. Which one do you mean?' });
  await expectVisible(choices.getByRole('button', { name: 'T. Nagar, Chennai, Tamil Nadu 600017' }));
  await expectVisible(choices.getByRole('button', { name: 'T.Nagar, Teni, Tamil Nadu 625531' }));
  await screenshot(page, 'location-choices-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'location-choices-375');
  await choices.getByRole('button', { name: 'T. Nagar, Chennai, Tamil Nadu 600017' }).click();
  await page.waitForURL(`${e2e.site.url}/`);
  await expectVisible(locationChip().filter({ hasText: 'T. Nagar, Chennai' }));

  const typedAndShown: Array<[string, string]> = [
    ['560048', 'Bengaluru, Karnataka 560048'],
    ['Whitefield', 'Whitefield, Bengaluru, Karnataka 560066'],
    ['andheri east, mumbai', 'Andheri East, Mumbai, Maharashtra 400069'],
  ];
  for (const [typed, shown] of typedAndShown) {
    await locationChip().click();
    await page.getByRole('dialog', { name: 'Enter Your Location' }).getByPlaceholder('Change live Address').fill(typed);
    await page.getByRole('dialog', { name: 'Enter Your Location' }).getByRole('button', { name: 'Submit' }).click();
    await expectVisible(locationChip().filter({ hasText: shown }));
    expect(await page.getByRole('dialog').count()).toBe(0);
  }
});

test('the header Categories popup and the hero filter each lead to a service list', async () => {
  await openPage();
  await signInAsDemoCustomer();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Categories' }).click();
  const popup = page.getByRole('dialog', { name: 'Categories' });
  await expectVisible(popup.getByRole('button', { name: /Industry & Factory/, pressed: true }));
  await popup.getByRole('button', { name: /Home & Personal/ }).click();
  await popup.getByRole('link', { name: 'Home Repairs' }).click();
  await page.waitForURL(/\/list-of-services\?category=3&subcategory=11$/);
  expect(await page.getByRole('dialog').count()).toBe(0);

  const hero = page.getByRole('region', { name: 'Your location and search' });
  await expectVisible(hero.getByLabel('Search for a service'));
  await screenshot(page, 'hero-list-1280');
  await hero.getByRole('button', { name: 'Filter' }).click();
  await hero.getByRole('button', { name: /Retail & Shop/ }).click();
  await expectVisible(hero.getByRole('button', { name: 'Back to categories' }));
  const firstSubcategory = hero.getByRole('link').first();
  const href = await firstSubcategory.getAttribute('href');
  expect(href).toMatch(/^\/list-of-services\?category=2&subcategory=\d+$/);
  await firstSubcategory.click();
  await page.waitForURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));

  await page.setViewportSize({ width: 375, height: 800 });
  // The filter keeps the chosen category: its subcategories open again, with the way back.
  await hero.getByRole('button', { name: /^Filter/ }).click();
  await hero.getByRole('button', { name: 'Back to categories' }).click();
  await expectVisible(hero.getByRole('button', { name: /Industry & Factory/ }));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'hero-list-375');
});
