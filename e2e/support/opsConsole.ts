import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { expectVisible, horizontalOverflow, screenshot, waitForLivePage } from './browser';
import { signInCodeTo } from './outbox';

/** The seeded ops people (README, demo logins). */
export const opsAdmin = { mobile: '9000000001', password: 'ServeNear@Admin1' };

/**
 * Signs in at /ops/sign-in with the password, then the code texted for it, and waits for the
 * console's overview. The code is read once the code step shows, that is once it was texted: an
 * older code of the same person (an earlier journey's) is spent.
 */
export async function signInToConsole(page: Page, siteUrl: string, account: { mobile: string; password: string } = opsAdmin): Promise<void> {
  await page.goto(`${siteUrl}/ops/sign-in`);
  await waitForLivePage(page);
  await page.getByLabel('Mobile number').fill(account.mobile);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeBox = page.getByLabel('6-digit code');
  await expectVisible(codeBox);
  await expectVisible(page.getByText('Enter the 6-digit code we sent to'));
  await codeBox.fill(await signInCodeTo(siteUrl, account.mobile));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${siteUrl}/ops`);
}

/** axe's rules on the page as it is (an open dialog included), then screenshots at 1280, 768 and 375 px, each checked for sideways scrolling. */
export async function shootConsole(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `${name}-${width}`, { animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The total of the first page of a console list whose request `matches`, once its answer came:
 * the caller waits for the table captioned with it. The caption's words alone do not say the
 * rows are the new list's when the words are the same for two lists (a journey once paged the
 * old list and missed its row): the answer does.
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
