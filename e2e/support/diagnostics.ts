import type { Page } from 'playwright-core';

interface ApiCall {
  line: string;
  startedAt: number;
}

const callsByPage = new WeakMap<Page, ApiCall[]>();
const KEPT_CALLS = 25;

/**
 * Keeps the page's last API calls (method, path, status, time taken, or still open) so that a
 * wait that times out can say what the page was waiting for. A journey that failed only on a
 * loaded CI machine is explained by its own error message, not by a rerun that passes.
 */
export function recordApiCalls(page: Page): void {
  const calls: ApiCall[] = [];
  callsByPage.set(page, calls);
  const open = new Map<unknown, ApiCall>();
  const describe = (url: string) => new URL(url).pathname + new URL(url).search;
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    const call = { line: `${request.method()} ${describe(request.url())} (no answer yet)`, startedAt: Date.now() };
    open.set(request, call);
    calls.push(call);
    if (calls.length > KEPT_CALLS) calls.shift();
  });
  page.on('requestfinished', async (request) => {
    const call = open.get(request);
    if (!call) return;
    open.delete(request);
    const status = (await request.response().catch(() => null))?.status() ?? '?';
    call.line = `${request.method()} ${describe(request.url())} ${status} in ${Date.now() - call.startedAt} ms`;
  });
  page.on('requestfailed', (request) => {
    const call = open.get(request);
    if (!call) return;
    open.delete(request);
    call.line = `${request.method()} ${describe(request.url())} failed: ${request.failure()?.errorText ?? 'unknown'}`;
  });
}

/** What the page shows and last asked the server: the URL, its alerts and toasts, the recorded API calls. */
export async function pageState(page: Page): Promise<string> {
  const alerts = await page
    .getByRole('alert')
    .allInnerTexts()
    .catch(() => [] as string[]);
  const calls = (callsByPage.get(page) ?? []).map((call) => `  ${new Date(call.startedAt).toISOString()} ${call.line}`);
  return [`at ${page.url()}`, `alerts: ${alerts.filter(Boolean).join(' | ') || 'none'}`, 'last API calls:', ...calls].join('\n');
}

/** Runs a wait whose timeout error, if any, also tells the page's state (pageState). */
export async function explainedWait<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await pageState(page)}`, { cause: error });
  }
}

/** page.waitForURL, explained on a timeout (explainedWait). */
export function waitForURLExplained(page: Page, url: RegExp | string, timeout = 30_000): Promise<void> {
  return explainedWait(page, () => page.waitForURL(url, { timeout }));
}
