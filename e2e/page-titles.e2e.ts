/**
 * Each page has its own title and description (issue 37: every page had the same <title>): the
 * server writes them for the page loaded, and the shell changes them on a move inside the site,
 * whichever remote draws the next page.
 */
import type { Page } from 'playwright-core';
import { waitForHydrated, waitForLivePage } from './support/browser';
import { signInDemoCustomer } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
const titleBecomes = (page: Page, title: string) => page.waitForFunction((wanted) => document.title === wanted, title, { timeout: 10_000 });

test('a visitor sees the title and description of each page, loaded or moved to', async () => {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${e2e.site.url}/report`);
    expect(await page.title()).toBe('Report and Queries · ServeNear');
    expect(await description(page)).toBe('Report a problem or ask us a question; we answer by email or phone.');

    // Moves inside the site: the footer's links, to a content page, then to the partners' login.
    const footer = page.getByRole('contentinfo');
    await waitForHydrated(footer.getByRole('link', { name: 'About us' }));
    await footer.getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(/\/pages\/about-us$/);
    // The content page's own title, as the server gives it on a load.
    await titleBecomes(page, 'About ServeNear');
    expect(await description(page)).toBe('About ServeNear: how local services are booked, our terms and our policies.');

    await footer.getByRole('link', { name: 'Register as a professional' }).click();
    await page.waitForURL(/\/employee-login$/);
    await titleBecomes(page, 'Partner login · ServeNear');
    expect(await description(page)).toBe('Log in to the ServeNear partner portal to see your jobs and earnings.');

    // One title element, and Back gives the page before its title again.
    expect(await page.locator('title').count()).toBe(1);
    await page.goBack();
    await titleBecomes(page, 'About ServeNear');
  } finally {
    await page.close();
  }
});

test("signed in, '/' is the customer's home and is titled so; the booking history's tabs each have theirs", async () => {
  const { context, page } = await signInDemoCustomer(e2e);
  try {
    await titleBecomes(page, 'Home · ServeNear');
    await page.goto(`${e2e.site.url}/instand-booking`);
    expect(await page.title()).toBe('Instant Booking · ServeNear');
    await waitForLivePage(page);
    const tabs = page.getByRole('navigation', { name: 'Booking history tabs' });
    await waitForHydrated(tabs.getByRole('link', { name: 'Completed' }));
    await tabs.getByRole('link', { name: 'Completed' }).click();
    await titleBecomes(page, 'Completed bookings · ServeNear');
    expect(await description(page)).toBe('Your booking history: finished work, to approve, rate and pay.');
  } finally {
    await context.close();
  }
});
