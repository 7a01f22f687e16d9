import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * The Content-Security-Policy's reports, kept per page load: an init script records every
 * `securitypolicyviolation` event as `directive: blocked URI` from before the page's own scripts.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
}

/** What the current page load has broken so far. */
export const policyViolationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);

/**
 * Requests the page has in flight, counted from its events: `quiet()` resolves once none has
 * been for `QUIET_MS` (at most 5 s), where networkidle waits a fixed 500 ms after the last one.
 */
const QUIET_MS = 150;
export function inFlightRequests(page: Page): { quiet(): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  // A signed-in page's live stream (issue 40) stays open as long as the page: never "in flight".
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (!counted(request)) return;
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
