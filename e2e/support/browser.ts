import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import chromiumOptions from '../../scripts/chromium.json';
import { explainedWait, recordApiCalls } from './diagnostics';

/** Where the run's one Chromium listens (the global setup starts it): each file connects to it. */
const BROWSER_ENDPOINT_ENV = 'SERVENEAR_E2E_BROWSER';

const launchOptions = () => ({ executablePath: process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath, args: chromiumOptions.args });

/**
 * The run's one Chromium (Debian's, with the flags this machine needs: scripts/chromium.json),
 * started by the global setup: a launch per test file cost about a second of two cores' time,
 * 39 times a run. Its address is left in the environment, which the files' processes inherit.
 */
export async function startRunBrowser(): Promise<{ close(): Promise<void> }> {
  const server = await chromium.launchServer(launchOptions());
  process.env[BROWSER_ENDPOINT_ENV] = server.wsEndpoint();
  return server;
}

/**
 * A browser for one test file: a connection to the run's Chromium (closing it closes only the
 * file's own pages and contexts), or a Chromium of its own when none runs (a file run without the
 * global setup). Every page it opens records its API calls, so a wait that times out says what
 * the page last asked (pageState).
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(launchOptions());
  // browser.newPage makes its context through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', recordApiCalls);
    return context;
  };
  return browser;
}

export const artifactsDir = path.resolve(__dirname, '..', 'artifacts');

/** Saves a full-page screenshot under e2e/artifacts/ for a person to look at. */
export async function screenshot(page: Page, name: string, options: { animations?: 'disabled' | 'allow' } = {}): Promise<void> {
  // CI turns them off (.ci/run): nobody looks at a clean clone's files, and each took 2-4 s.
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  // Chromium now and then refuses a full-page capture while the page is still laying out
  // (images arriving, a carousel moving): a second try a moment later takes it.
  await page.screenshot({ path: file, fullPage: true, ...options }).catch(async () => {
    await page.waitForTimeout(500);
    await page.screenshot({ path: file, fullPage: true, ...options });
  });
}

/**
 * Waits until the first match of a locator is visible (playwright-core has no expect()); a
 * timeout's error also says where the page is, its alerts and its last API calls.
 */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await explainedWait(locator.page(), () => locator.first().waitFor({ state: 'visible', timeout }));
}

/** The page is no wider than the viewport: nothing sticks out sideways on a phone. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The viewport height at which all of `dialog` shows: its top, its whole height (a dialog taller
 * than the screen scrolls inside its backdrop), and whatever scrolls inside it, plus a margin.
 */
function fullDialogHeight(dialog: Locator): Promise<number> {
  return dialog.evaluate((element) => {
    let hidden = 0;
    for (const box of element.querySelectorAll('*')) hidden += Math.max(0, box.scrollHeight - box.clientHeight);
    const rect = element.getBoundingClientRect();
    return Math.ceil(Math.max(0, rect.top) + Math.max(rect.height, element.scrollHeight) + hidden + 32);
  });
}

/**
 * Screenshots of the page as it is at 1280 and at 375 px (`<name>-1280.png`, `<name>-375.png`),
 * checking that nothing sticks out sideways on the phone; the page is left at 375 × 800.
 * With `dialog`, an open modal: it is fixed to the viewport, so a full-page capture would show
 * only its first screen over the page behind; the viewport grows until the whole dialog shows.
 */
export async function shootBothWidths(page: Page, name: string, options: { dialog?: Locator } = {}): Promise<void> {
  for (const { width, height } of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize({ width, height });
    // Two frames, so the capture is of the layout at this width, not the one before.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The photos on screen at this width (another size of each srcset) have arrived, for up to 3 s.
    await page
      .waitForFunction(
        () =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect();
              return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
            })
            .every((image) => image.complete),
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
    if (width === 375) {
      const overflow = await horizontalOverflow(page);
      if (overflow !== 0) throw new Error(`${name} is ${overflow} px wider than a 375 px phone`);
    }
    if (options.dialog) {
      await page.setViewportSize({ width, height: Math.min(Math.max(height, await fullDialogHeight(options.dialog)), 6000) });
      mkdirSync(artifactsDir, { recursive: true });
      await page.screenshot({ path: path.join(artifactsDir, `${name}-${width}.png`), animations: 'disabled' });
    } else {
      // From the top: scrolled down, the sticky header would be drawn across the middle of the capture.
      await page.evaluate(() => window.scrollTo(0, 0));
      // Transitions finished (a card's chevron turning, a toast sliding): the capture shows where they end.
      await screenshot(page, `${name}-${width}`, { animations: 'disabled' });
    }
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

/**
 * Waits until React has taken over the server-drawn element (hydration attaches the element's
 * props, its handlers among them). Until then a click on one of the shell's buttons has no
 * handler and is lost, as a real tap is: a test that presses the shell's header right after a
 * page load waits for this first (on a loaded machine hydration can come seconds after the paint).
 */
export async function waitForHydrated(locator: Locator, timeout = 15_000): Promise<void> {
  const element = await locator.first().elementHandle({ timeout });
  if (!element) throw new Error(`waitForHydrated: nothing matches ${String(locator)}`);
  await locator.page().waitForFunction((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')), element, { timeout });
}

/**
 * Waits until the remote's page is live: the server's picture of it (inert, drawn before any
 * script ran) is gone. A CSS locator finds elements in the picture too; a test that acts through
 * one right after a page load waits for this first.
 */
export async function waitForLivePage(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector('[data-remote-snapshot]', { state: 'detached', timeout });
}
