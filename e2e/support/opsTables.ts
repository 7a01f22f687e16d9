import type { Locator, Page } from 'playwright-core';
import { expectVisible } from './browser';

/**
 * The total of the first page of a console list whose request `matches`, once its answer came:
 * the caller waits for the table captioned with it. While a new filter's list loads, the console
 * keeps the previous list on screen under the new filter's caption, so the caption's words alone
 * do not say the rows are the new list's (a journey once paged the old list and missed its row).
 */
export async function listTotal(page: Page, matches: (url: string) => boolean, change: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse((response) => matches(response.url()) && response.request().method() === 'GET');
  await change();
  return ((await (await answer).json()) as { total: number }).total;
}

/**
 * Turns a console table's pages until `target` shows: its lists are oldest first, so a row made
 * by the test is on the last page of a busy one. `ready` is the table of the list asked for (see
 * listTotal). After each turn the pager names the page its rows come from, so the rows are
 * looked at only once they are that page's.
 */
export async function pageUntil(page: Page, pagerName: string, ready: Locator, target: Locator): Promise<void> {
  await expectVisible(ready);
  const pager = page.getByRole('navigation', { name: pagerName });
  const next = pager.getByRole('button', { name: 'Next' });
  for (let shown = 1; (await target.count()) === 0 && (await next.count()) > 0 && (await next.isEnabled()); ) {
    shown += 1;
    await next.click();
    await expectVisible(pager.getByText(new RegExp(`page ${shown} of \\d+$`)));
  }
  await expectVisible(target);
}
