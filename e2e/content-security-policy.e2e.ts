/**
 * The site's Content-Security-Policy holds on every kind of page: nothing a page runs asks for
 * what the policy refuses (issue 36, N15: classic zod probed for `eval` where a form checked
 * its fields, a violation on 10 of 42 page views; zod/mini, which the browser loads since the
 * endpoint catalogue, compiles nothing).
 */
import type { Page } from 'playwright-core';
import { expectVisible } from './support/browser';
import { signInDemoCustomer } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();

/** Every violation the page reports, as `directive: blocked URI`. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('no page of a visit breaks the Content-Security-Policy: lists, content, sign-in, the cart', async () => {
  const { context, page } = await signInDemoCustomer(e2e);
  try {
    const violations = await watchViolations(page);
    const seen: string[] = [];
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(`${e2e.site.url}${path}`);
      await ready();
      // The page's own reads have been checked by now (the schema library runs on each reply).
      await page.waitForLoadState('networkidle');
      seen.push(...(await violations()).map((violation) => `${path} ${violation}`));
    };
    await visit('/list-of-services?category=3&subcategory=11', () => expectVisible(page.getByRole('article').first()));
    await visit('/pages/about-us', () => expectVisible(page.getByRole('heading', { level: 1 })));
    await visit('/service-booking', () => expectVisible(page.getByRole('heading', { level: 1 })));
    await visit('/user-edit', () => expectVisible(page.getByLabel(/name/i).first()));
    // A form checks its fields in the browser (its rules load when a field takes the focus).
    const name = page.getByLabel(/name/i).first();
    await name.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.locator('[aria-invalid="true"]'));
    seen.push(...(await violations()).map((violation) => `/user-edit (checked) ${violation}`));
    expect(seen).toEqual([]);
  } finally {
    await context.close();
  }
});
