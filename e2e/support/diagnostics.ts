import type { Page } from 'playwright-core';

interface ApiCall {
  line: string;
  startedAt: number;
}

const callsByPage = new WeakMap<Page, ApiCall[]>();
const problemsByPage = new WeakMap<Page, string[]>();
const KEPT_CALLS = 25;
const KEPT_PROBLEMS = 10;

/**
 * Keeps the page's last API calls (method, path, status, time taken, or still open) so that a
 * wait that times out can say what the page was waiting for. A journey that failed only on a
 * loaded CI machine is explained by its own error message, not by a rerun that passes.
 */
export function recordApiCalls(page: Page): void {
  const calls: ApiCall[] = [];
  callsByPage.set(page, calls);
  // The page's own errors too: a click that sends nothing may be a handler that threw.
  const problems: string[] = [];
  problemsByPage.set(page, problems);
  const keep = (line: string) => {
    problems.push(`${new Date().toISOString()} ${line.slice(0, 300)}`);
    if (problems.length > KEPT_PROBLEMS) problems.shift();
  };
  page.on('pageerror', (error) => keep(`uncaught: ${error.message}`));
  // Clicks, submits and forms coming and going, as the page saw them: a press that sent nothing
  // says whether it reached a live form.
  void page.addInitScript(() => {
    const log = ((window as unknown as { __snEvents: string[] }).__snEvents = [] as string[]);
    const note = (line: string) => {
      log.push(`${new Date().toISOString()} ${line}`);
      if (log.length > 30) log.shift();
    };
    const describe = (node: EventTarget | null) => {
      if (!(node instanceof Element)) return String(node);
      const inert = node.closest('[inert]') ? ' (inert)' : '';
      return `<${node.tagName.toLowerCase()}${node.getAttribute('type') ? ` type=${node.getAttribute('type')}` : ''}>${(node.textContent ?? '').trim().slice(0, 30)}${inert}`;
    };
    document.addEventListener('click', (event) => note(`click at ${event.clientX},${event.clientY} on ${describe(event.target)}${event.defaultPrevented ? ' (prevented)' : ''}`), true);
    // Scrolling moves everything on screen without a layout shift: a click aimed before it lands elsewhere.
    let lastScrollY = 0;
    window.addEventListener(
      'scroll',
      () => {
        if (Math.abs(window.scrollY - lastScrollY) < 10) return;
        note(`scroll ${lastScrollY}→${Math.round(window.scrollY)}`);
        lastScrollY = Math.round(window.scrollY);
      },
      { capture: true, passive: true },
    );
    document.addEventListener('focusin', (event) => note(`focus on ${describe(event.target)} at y ${Math.round((event.target as Element).getBoundingClientRect?.().y ?? -1)}`), true);
    // What moved, and from where to where: a click aimed before a shift lands beside its target.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        const moved = (entry.sources ?? [])
          .slice(0, 3)
          .map((source) => `${describe(source.node ?? null)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} (h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)})`);
        note(`layout shift ${entry.value.toFixed(3)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('submit', (event) => note(`submit of ${describe(event.target)}`), true);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element && (node.matches('form') || node.querySelector('form'))) note(`form added in ${describe(record.target)}`);
        for (const node of record.removedNodes) if (node instanceof Element && (node.matches('form') || node.querySelector('form'))) note(`form removed from ${describe(record.target)}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(`console.${message.type()}: ${message.text()}`);
  });
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
  // A form refused by its own rules sends nothing: which fields say so, and which are empty.
  const fields = await page
    .evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('form input[name], form select[name], form textarea[name]')].map((field) => {
        const error = field.getAttribute('aria-invalid') === 'true' ? document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent : null;
        return `${field.name}${field.value === '' ? ' (empty)' : ''}${error ? `: ${error}` : ''}`;
      }),
    )
    .catch(() => [] as string[]);
  const events = await page.evaluate(() => (window as unknown as { __snEvents?: string[] }).__snEvents ?? []).catch(() => [] as string[]);
  const calls = (callsByPage.get(page) ?? []).map((call) => `  ${new Date(call.startedAt).toISOString()} ${call.line}`);
  const problems = (problemsByPage.get(page) ?? []).map((line) => `  ${line}`);
  return [
    `at ${page.url()}`,
    `alerts: ${alerts.filter(Boolean).join(' | ') || 'none'}`,
    `form fields: ${fields.join(', ') || 'none'}`,
    'last API calls:',
    ...calls,
    'clicks, submits and forms on the page:',
    ...(events.length > 0 ? events.map((line) => `  ${line}`) : ['  none']),
    'page errors and warnings:',
    ...(problems.length > 0 ? problems : ['  none']),
  ].join('\n');
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
