import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { demoAccounts, okApi, tokenOf } from './support/customer';
import { completedJobOfDemoPartner } from './support/partnerJob';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * The partner's earnings: a line the demo partner really completed (booked by a new
 * customer for today, allocated by ops, started with the customer's code, marked completed)
 * appears on /employee-earnings with the totals, follows the month selector, and opens its
 * printable invoice. Screenshots at 375 and 1280 px go to e2e/artifacts/.
 */
awayFromMidnightInIndia();
const e2e = useSiteAndBrowser();
let page: Page;

afterEach(async () => page?.close());

const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, token, body);

async function signInDemoPartner() {
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(demoAccounts.partner.mobile);
  await page.getByLabel(/^password/i).fill(demoAccounts.partner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectVisible(page.getByText('Login Successfully.'));
}

test('the demo partner sees the line he completed today with the totals, filters by month and opens its printable invoice', async () => {
  const { bookingId, lineId } = await completedJobOfDemoPartner(e2e.site.url);
  const reference = `SN-${String(bookingId).padStart(6, '0')}`;
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const month = dayInIndia(0).slice(0, 7);
  const earnings = (await ok<{ data: { rows: { id: number; payment_amount: number }[]; totals: { count: number } } }>('GET', `employee/earning-data?month=${month}`, partner.token)).data;
  const expected = earnings.totals;
  const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(earnings.rows.find((row) => row.id === lineId)!.payment_amount);

  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
  await signInDemoPartner();
  await page.goto(`${e2e.site.url}/employee-earnings`);
  const line = page.getByRole('row').filter({ hasText: reference });
  await expectVisible(line);
  await expectVisible(line.getByText('Electrician'));
  await expectVisible(line.getByText('2 hours'));
  await expectVisible(line.getByText('Need to Approve'));
  const totals = page.getByLabel('Totals');
  await expectVisible(totals.getByText('Jobs'));
  expect(await totals.locator('dd').first().textContent()).toBe(String(expected.count));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'partner-earnings-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'partner-earnings-1280');

  // Last month has not got today's line; every month has.
  const months = page.getByRole('combobox', { name: 'Month' });
  await months.selectOption({ index: 1 });
  await page.waitForURL(/month=\d{4}-\d{2}$/);
  await page.getByRole('row').filter({ hasText: reference }).waitFor({ state: 'detached' });
  await months.selectOption('all');
  await expectVisible(line);

  await line.getByRole('link', { name: 'View invoice' }).click();
  await page.waitForURL(new RegExp(`/employee-earnings\\?invoice=${lineId}$`));
  const invoice = page.getByRole('article', { name: 'Invoice' });
  for (const text of ['Ravi Kumar', 'Asha Verma', 'Electrician', reference, `${reference}/${lineId}`, amount]) {
    await expectVisible(invoice.getByText(text, { exact: true }));
  }
  await expectVisible(page.getByRole('button', { name: 'Print invoice' }));
  await screenshot(page, 'partner-invoice-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'partner-invoice-375');
  // On paper only the invoice is left: no layout, no buttons.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  expect(await page.getByRole('button', { name: 'Print invoice' }).isVisible()).toBe(false);
  expect(await page.getByRole('banner').first().isVisible()).toBe(false);
  await screenshot(page, 'partner-invoice-print');
});
