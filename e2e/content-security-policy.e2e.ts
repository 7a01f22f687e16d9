/**
 * The site's Content-Security-Policy holds on every kind of page: nothing a page runs asks for
 * what the policy refuses (issue 36, N15: classic zod probed for `eval` where a form checked
 * its fields, a violation on 10 of 42 page views; zod/mini, which the browser loads since the
 * endpoint catalogue, compiles nothing). Every built route of the route table is opened signed
 * out, as the demo customer and as the demo partner (a guarded one shows where the guard sends
 * that visitor, a page view too, once per access), and a form's first field takes the focus, which
 * loads its rules.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { routeTable, type RouteAccess } from '@servenear/shared/routes';
import { expectVisible } from './support/browser';
import { signInDemoCustomer, signInDemoPartner } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();

/** A route's pattern made a path to open: a content page that exists for '/pages/:slug'. */
const pathOf = (pattern: string) => pattern.replace(':slug', 'about-us');
const builtRoutes = routeTable.filter((entry) => entry.built).map((entry) => ({ path: pathOf(entry.path), access: entry.access }));
type Route = (typeof builtRoutes)[number];

/** Every violation a page reports, as `directive: blocked URI`, kept per page load. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);

/**
 * Requests the page has in flight, counted from its events: `quiet()` resolves once none has
 * been for `QUIET_MS` (at most 5 s), where networkidle waits a fixed 500 ms after the last one.
 */
const QUIET_MS = 150;
function inFlightRequests(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    // Quiet counts from the call too: what the last action starts (a lazy chunk) may not have
    // been asked for yet.
    async quiet() {
      const since = Date.now();
      for (const deadline = since + 5_000; Date.now() < deadline; await page.waitForTimeout(25)) {
        if (inFlight === 0 && Date.now() - Math.max(lastChange, since) >= QUIET_MS) return;
      }
    },
  };
}

/**
 * Opens each route, lets it settle (its reads, a form's rules), and returns what it broke. The
 * guard sends a visitor away from every route of an access he lacks to the same page, so once a
 * route of an access has sent him elsewhere, that page was checked, and the others of that access
 * are not opened again (a third of the page loads).
 */
async function visitAll(page: Page, routes: readonly Route[]): Promise<string[]> {
  const seen: string[] = [];
  const sentAway = new Set<RouteAccess>();
  const requests = inFlightRequests(page);
  for (const { path, access } of routes) {
    if (sentAway.has(access)) continue;
    await page.goto(`${e2e.site.url}${path}`);
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    if (new URL(page.url()).pathname !== path.split('?')[0]) sentAway.add(access);
    await requests.quiet();
    const field = page.locator('main input:not([type=hidden]):not([disabled]), main textarea').first();
    if (await field.isVisible().catch(() => false)) {
      await field.focus();
      await requests.quiet();
    }
    seen.push(...(await violationsOf(page)).map((violation) => `${path} ${violation}`));
  }
  return seen;
}

test('every page of the route table keeps to the policy for a visitor', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await watchViolations(context);
    expect(await visitAll(await context.newPage(), builtRoutes)).toEqual([]);
  } finally {
    await context.close();
  }
}, 600_000);

test('every page of the route table keeps to the policy for a signed-in customer, a form checked too', async () => {
  const { context, page } = await signInDemoCustomer(e2e);
  try {
    await watchViolations(context);
    const seen = await visitAll(page, builtRoutes.filter(({ path }) => path !== '/login' && path !== '/sign-in'));
    // A form checks its fields in the browser (its rules load when a field takes the focus).
    await page.goto(`${e2e.site.url}/user-edit`);
    const name = page.getByLabel(/name/i).first();
    await name.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.locator('[aria-invalid="true"]'));
    seen.push(...(await violationsOf(page)).map((violation) => `/user-edit (checked) ${violation}`));
    expect(seen).toEqual([]);
  } finally {
    await context.close();
  }
}, 600_000);

test('every page of the route table keeps to the policy for a signed-in partner', async () => {
  const { context, page } = await signInDemoPartner(e2e);
  try {
    await watchViolations(context);
    expect(await visitAll(page, builtRoutes.filter(({ path }) => path !== '/employee-login'))).toEqual([]);
  } finally {
    await context.close();
  }
}, 600_000);
