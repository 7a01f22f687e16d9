import { adminCli } from './support/adminCli';
import { expectVisible, shootBothWidths } from './support/browser';
import { demoAccounts, signInDemoPartner } from './support/customer';
import { awayFromMidnightInIndia } from './support/indiaDay';
import { textTo } from './support/outbox';
import { paidApprovedJobOfDemoPartner } from './support/partnerJob';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * Issue 38: a partner paid out. His job is paid and approved by the customer; the earnings page
 * shows what the customer paid, the commission, GST and TDS, what he gets, and that it is in the
 * next payout. Ops propose and approve a batch with the admin CLI; the sandbox RazorpayX pays it
 * and its webhook comes; the page then says "Paid on <today>" with the bank's reference, and the
 * partner is told in the app and by SMS. A site of its own: approved work is available at once
 * (PAYABLE_HOLD_DAYS=0), and a batch pays every partner with money available.
 */
awayFromMidnightInIndia();
const e2e = useSiteAndBrowser({ ownSite: true, env: { PAYABLE_HOLD_DAYS: '0', SANDBOX_PAYOUT_SECONDS: '1' } });

test('a paid, approved job: its breakdown on the earnings, a batch approved by ops, paid to the bank with its reference, and the partner told', async () => {
  const { reference } = await paidApprovedJobOfDemoPartner(e2e.site.url);
  const { context, page } = await signInDemoPartner(e2e);
  let batchId: string | undefined;
  try {
    await page.goto(`${e2e.site.url}/employee-earnings`);
    const row = page.getByRole('row').filter({ hasText: reference });
    // ₹1,300 of house-keeping (2 hours at ₹650): 5 % GST inside, then 15 % + 18 % GST and 0.1 % TDS.
    await expectVisible(row.getByText('In the next payout'));
    await expectVisible(row.getByText('Customer paid'));
    await expectVisible(row.getByText('You get'));
    await shootBothWidths(page, 'payout-available');

    const proposed = await adminCli(e2e.site.url, 'payouts:propose');
    batchId = /^Payout batch (\d+) \(proposed\)/m.exec(proposed)![1]!;
    expect(proposed).toMatch(/Ravi Kumar \(\d+\)\s+₹[\d,.]+\s+proposed/);
    expect(await adminCli(e2e.site.url, 'payouts:approve', batchId)).toMatch(/\(approved\)/);

    const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.reload();
      if ((await row.getByText(`Paid on ${today}`).count()) === 1) break;
      if (Date.now() > deadline) throw new Error(`the payout of batch ${batchId} did not reach the bank within 30 s`);
      await page.waitForTimeout(1000);
    }
    await expectVisible(row.getByText(/^Bank ref\. SBXUTR\w+$/));
    const totals = page.getByLabel('Totals');
    await expectVisible(totals.getByText('Paid to your bank'));
    await shootBothWidths(page, 'payout-paid');
  } finally {
    await context.close();
  }
  expect(await adminCli(e2e.site.url, 'payouts:batch', batchId!)).toMatch(/processed\s+…\d{4}\s+SBXUTR/);
  expect(await textTo(e2e.site.url, demoAccounts.partner.mobile, 'has been paid to your bank account')).toMatch(/^ServeNear: Rs [\d,.]+ has been paid to your bank account ending \d{4} \(bank reference SBXUTR\w+\)\. See your earnings at http/);
});
