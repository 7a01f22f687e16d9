import type { Browser, Page } from 'playwright-core';
import { expectVisible, screenshot, waitForLivePage } from './browser';
import { signInCustomerAs, signInDemoPartner } from './customer';
import { allocateToDemoPartner, bookedLineForToday } from './partnerJob';

/** How long a live change may take to show: the commit, the outbox read, the stream, the refetch. */
const LIVE_MS = 10_000;

/**
 * Issue 40's journey: a customer watches their Instant Booking page while ops allocate the job
 * and the partner, in another browser, asks for the start code and types it in. The customer's
 * page shows the partner assigned, the code, then the work started, and the partner's list shows
 * the new job, all without a reload (a mark left in each page's window would be gone).
 * `watchCustomer` is given the customer's page before it opens Instant Booking, and
 * `betweenAssignedAndStarted` runs after the customer saw the partner assigned (the cluster's test
 * notes which instance streams to the customer, and kills it there). The booking and the allocation
 * go to `apiUrl` (a cluster's instance: its dev outbox answers only requests no proxy forwarded).
 */
export async function followJobLive(
  siteUrl: string,
  browser: Browser,
  {
    apiUrl = siteUrl,
    watchCustomer,
    betweenAssignedAndStarted,
    shots = 'live',
  }: { apiUrl?: string; watchCustomer?(customerPage: Page): void; betweenAssignedAndStarted?(customerPage: Page): Promise<void>; shots?: string } = {},
) {
  const description = `Live journey ${Date.now()}: the fan hums.`;
  const job = await bookedLineForToday(apiUrl, description);
  const e2e = { site: { url: siteUrl }, browser };
  const customer = await signInCustomerAs(e2e, job.customer);
  const partner = await signInDemoPartner(e2e);
  try {
    const page = customer.page;
    watchCustomer?.(page);
    await page.goto(`${siteUrl}/instand-booking`);
    await waitForLivePage(page);
    await page.getByRole('button', { name: new RegExp(job.reference) }).click();
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Electrician' }) });
    await expectVisible(line);
    await expectNoReloadFrom(page);

    await partner.page.goto(`${siteUrl}/employee-booking-list`);
    await waitForLivePage(partner.page);
    await expectNoReloadFrom(partner.page);
    const card = partner.page.getByRole('article').filter({ hasText: description });

    await allocateToDemoPartner(apiUrl, job.lineId);
    await expectVisible(line.getByText('Partner assigned'), LIVE_MS);
    // The partner's list shows the new job as it is allocated.
    await expectVisible(card.getByRole('button', { name: 'Generate OTP' }), LIVE_MS);
    await screenshot(page, `${shots}-assigned-1280`);
    await betweenAssignedAndStarted?.(page);

    await card.getByRole('button', { name: 'Generate OTP' }).click();
    const popup = partner.page.getByRole('dialog', { name: 'Enter the start code' });
    await expectVisible(popup.getByLabel('Digit 1'));
    // The code appears on the customer's page as it is sent, and the partner types what it says.
    const codeText = line.getByText(/^Your start code: \d{4}$/);
    await expectVisible(codeText, LIVE_MS);
    const code = /\d{4}/.exec((await codeText.textContent()) ?? '')![0];
    for (const [index, digit] of [...code].entries()) await popup.getByLabel(`Digit ${index + 1}`).fill(digit);
    await popup.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(partner.page.getByText('OTP verified successfully!'));

    await expectVisible(line.getByText('work started'), LIVE_MS);
    await screenshot(page, `${shots}-started-1280`);
    for (const each of [page, partner.page]) await expectStillTheSamePage(each);
    return job;
  } finally {
    await customer.context.close();
    await partner.context.close();
  }
}

/** Leaves a mark in the page's window: a reload would lose it (expectStillTheSamePage). */
export async function expectNoReloadFrom(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
}

export async function expectStillTheSamePage(page: Page): Promise<void> {
  const kept = await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
  if (!kept) throw new Error(`${page.url()} was reloaded: the change did not arrive live`);
}
