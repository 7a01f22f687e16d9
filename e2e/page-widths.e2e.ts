/**
 * Every page, in one walk per visitor: each built route of the route table is opened signed out,
 * as the demo customer and as the demo partner, and
 * - fits every width from 320 to 1440 px with no sideways scroll (issue 37, "Pages at common
 *   widths"): each width a phone, tablet or desktop commonly has, plus 400 and 999 px, where the
 *   issue found faults; the header's location chip must keep its text readable at each width, for
 *   both roles (chipProblem). A failure names the visitor, the route, the width and the element
 *   that sticks out furthest;
 * - keeps to the site's Content-Security-Policy: nothing the page runs asks for what the policy
 *   refuses (issue 36, N15: classic zod probed for `eval` where a form checked its fields, a
 *   violation on 10 of 42 page views; zod/mini compiles nothing). A form's first field takes the
 *   focus, which loads its rules, and one form is checked as its person would.
 *
 * Fast on purpose (it runs in CI): one page per visitor, each route loaded once and the viewport
 * resized through the widths (the policy was once a walk of its own: 116 s of CI's journeys on
 * the same pages). A route the guard keeps from a visitor is not opened: it would show '/' or
 * /unauthorized, which are checked in their own right.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { routeTable, type RouteAccess } from '@servenear/shared/routes';
import { expectVisible } from './support/browser';
import { chennai, signInDemoCustomer, signInDemoPartner } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';
import { inFlightRequests, policyViolationsOf, watchPolicyViolations } from './support/policyViolations';

const e2e = useSiteAndBrowser();

const widths = [320, 360, 375, 400, 412, 428, 640, 768, 999, 1024, 1280, 1440];

/** A route's pattern made a path to open: a content page that exists for '/pages/:slug'. */
const pathOf = (pattern: string) => pattern.replace(':slug', 'about-us');
type Visitor = 'signed out' | 'customer' | 'partner';

/**
 * Whether the guard lets this visitor see the route's own page (spec/routes.md): otherwise it
 * sends them to '/' or /unauthorized, pages checked in their own right, so the load is saved.
 */
function opensFor(visitor: Visitor, access: RouteAccess): boolean {
  if (access === 'public') return true;
  if (visitor === 'signed out' || access === 'otp') return false;
  return access === 'verified' || access === (visitor === 'customer' ? 'user' : 'employee');
}

/** Where each visitor goes: the built routes they may open ('/login' and the like only signed out). */
const pathsFor = (visitor: Visitor, leaveOut: readonly string[] = []) =>
  routeTable.filter((entry) => entry.built && opensFor(visitor, entry.access) && !leaveOut.includes(entry.path)).map((entry) => pathOf(entry.path));

/**
 * The element sticking out furthest past the right edge, described for a person: its tag,
 * classes, label or text. Elements inside a box that clips or scrolls sideways are that box's
 * business (a carousel), and fixed ones do not widen the page.
 */
function widestOffender(): string {
  const limit = document.documentElement.clientWidth;
  const contained = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return false;
  };
  let worst: { element: Element; right: number } | null = null;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right + window.scrollX <= limit + 0.5) continue;
    if (getComputedStyle(element).position === 'fixed' || contained(element)) continue;
    if (!worst || box.right > worst.right + 0.5) worst = { element, right: box.right };
  }
  if (!worst) return 'no single element (margins?)';
  const { element, right } = worst;
  const classes = [...element.classList].join('.');
  const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const parent = element.parentElement;
  const parentName = parent ? `${parent.tagName.toLowerCase()}${parent.classList.length ? `.${[...parent.classList].join('.')}` : ''} > ` : '';
  return `${parentName}${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}" ends at ${Math.round(right)} px`;
}

/**
 * How much wider than the viewport the page is, two frames after the resize (the layout at the new
 * width done, and what listens for the resize run): one round trip per width.
 */
const excessWidth = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document.documentElement.scrollWidth - window.innerWidth;
  });

/** Resizes the viewport through the DevTools protocol: the same emulation setViewportSize asks for, without its waits. */
async function resizer(page: Page) {
  const session = await page.context().newCDPSession(page);
  return (width: number, height: number) => session.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
}

/** Opens a path and waits until the page is live, its reads drawn (no loading line left). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${e2e.site.url}${path}`);
  // Hydrated (the guard has had its say) and the remote's live page in place of the server's picture.
  await page.waitForFunction(() => {
    const header = document.querySelector('header a[href="/"]');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactProps$')) && !document.querySelector('[data-remote-snapshot]');
  });
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((status) => /Loading/.test(status.textContent ?? '')), undefined, { timeout: 5_000 }).catch(() => undefined);
}

/**
 * The header's location chip at this width, for either role (the customer's chip is a button, the
 * partner's text follows its hidden 'Location: '): a problem when it shows less than both its
 * whole text and 120 px ('Anna N…' at 640 px, signed in, was the issue's fault), or, cut short,
 * less than the first word of its locality ('Anna' of 'Anna Nagar, Chennai'); null when it reads
 * well, 'no text' while it has none. The chip is the same on every page: it is measured on the first one.
 */
function chipProblem(): string | null {
  const chip = [...document.querySelectorAll<HTMLElement>('header span')].find(
    (text) => (text.closest('button[aria-label^="Location:"]') !== null || text.previousElementSibling?.textContent === 'Location: ') && text.getBoundingClientRect().width > 0,
  );
  const words = chip?.firstChild;
  if (!chip || !words || words.nodeType !== Node.TEXT_NODE || !words.textContent) return 'no text';
  const shown = Math.round(chip.getBoundingClientRect().width);
  const text = words.textContent;
  if (shown < Math.min(chip.scrollWidth, 120)) return `the location chip shows ${shown} px of its text`;
  if (chip.scrollWidth <= chip.clientWidth + 0.5) return null;
  const firstWord = text.split(/[\s,]+/)[0] ?? '';
  const range = document.createRange();
  range.setStart(words, 0);
  range.setEnd(words, firstWord.length);
  // The first word and the ellipsis after it.
  return chip.clientWidth < range.getBoundingClientRect().width + 12 ? `the location chip shows less than '${firstWord}' of '${text}' (${shown} px)` : null;
}

/**
 * The policy's reports of this page load, once a form's first field has taken the focus (its
 * rules load then) and what that asked for has come.
 */
async function policyProblems(page: Page, requests: ReturnType<typeof inFlightRequests>, where: string): Promise<string[]> {
  await requests.quiet();
  const field = page.locator('main input:not([type=hidden]):not([disabled]), main textarea').first();
  if (await field.isVisible().catch(() => false)) {
    await field.focus();
    await requests.quiet();
  }
  return (await policyViolationsOf(page)).map((violation) => `${where}: the policy refused ${violation}`);
}

/** Every route at every width, and the policy on each; the problems found, one line each. */
async function checkAll(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const checked = new Set<string>();
  const resize = await resizer(page);
  const requests = inFlightRequests(page);
  for (const path of paths) {
    await resize(1280, 900);
    await open(page, path);
    const shown = new URL(page.url()).pathname;
    if (checked.has(shown)) continue;
    checked.add(shown);
    const where = shown === path ? path : `${path} (→ ${shown})`;
    // The chip is measured on the first page, once its text (the partner's: the profile's address) is there.
    if (checked.size === 1) await page.waitForFunction(`(${chipProblem.toString()})() !== 'no text'`, undefined, { timeout: 5_000 }).catch(() => undefined);
    for (const width of widths) {
      await resize(width, 800);
      const excess = await excessWidth(page);
      if (excess > 0) problems.push(`${where} at ${width} px: ${excess} px too wide; ${await page.evaluate(widestOffender)}`);
      const chip = checked.size === 1 ? await page.evaluate(chipProblem) : null;
      if (chip !== null) problems.push(`${where} at ${width} px: ${chip}`);
    }
    problems.push(...(await policyProblems(page, requests, where)));
  }
  return problems;
}

/** A form checks its fields in the browser (its rules load when a field takes the focus): the policy holds then too. */
async function checkedFormProblems(page: Page): Promise<string[]> {
  await page.goto(`${e2e.site.url}/user-edit`);
  const name = page.getByLabel(/name/i).first();
  await name.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectVisible(page.locator('[aria-invalid="true"]'));
  return (await policyViolationsOf(page)).map((violation) => `/user-edit (checked): the policy refused ${violation}`);
}

/** The visitor's later page loads report the policy's refusals. */
async function watched<T extends { context: BrowserContext }>(visitor: T): Promise<T> {
  await watchPolicyViolations(visitor.context);
  return visitor;
}

/** A signed-out browser profile holding a location in Chennai, as a visitor who chose one has. */
async function visitor() {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('servenear-session')) localStorage.setItem('servenear-session', JSON.stringify({ state: { session: null, location: stored }, version: 0 }));
  }, chennai);
  return { context, page: await context.newPage() };
}

// The three visitors walk the site side by side: most of a check is waiting for frames and
// answers, which overlap well, even on CI's two cores.
test('every page fits every width and keeps to the policy: signed out, as the demo customer and as the demo partner', async () => {
  const visitors = await Promise.all([visitor().then(watched), signInDemoCustomer(e2e).then(watched), signInDemoPartner(e2e).then(watched)]);
  try {
    const [signedOut, customer, partner] = visitors;
    const problems = await Promise.all([
      checkAll(signedOut.page, pathsFor('signed out')),
      // The pages this visitor signed in at would sign them in again; the visitor checks them.
      (async () => [...(await checkAll(customer.page, pathsFor('customer', ['/login', '/sign-in']))), ...(await checkedFormProblems(customer.page))])(),
      checkAll(partner.page, pathsFor('partner', ['/employee-login'])),
    ]);
    expect({ signedOut: problems[0], customer: problems[1], partner: problems[2] }).toEqual({ signedOut: [], customer: [], partner: [] });
  } finally {
    await Promise.all(visitors.map(({ context }) => context.close()));
  }
}, 300_000);
