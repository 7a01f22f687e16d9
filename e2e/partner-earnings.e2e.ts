import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { chennai, demoAccounts, freshCustomer, okApi, tokenOf } from './support/customer';
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

/**
 * Start codes are sent only on the booked day (India time), so the job is booked for today, at
 * the last minute of the day so that the time has not gone by yet.
 */
async function completedLineOfDemoPartner(): Promise<{ bookingId: number; lineId: number }> {
  // A customer of this journey's own: on the shared site the demo customer's cart holds other journeys' services.
  const customer = await freshCustomer(e2e.site.url);
  const admin = await tokenOf(e2e.site.url, 'admin', demoAccounts.admin);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const services = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Electrician&latitude=${chennai.latitude}&longitude=${chennai.longitude}`, customer.token);
  const serviceId = services.data.find((service) => service.name === 'Electrician')!.id;

  await ok('POST', 'user/addtocart', customer.token, { serviceId });
  const booked = await ok<{ data: { id: number } }>('POST', 'user/createbooking', customer.token, {
    storedServices: [{ serviceId, serviceMethod: 'hour', workingDuration: 2, preferredTime: '23:59', preferredDate: dayInIndia(0) }],
    formData: { name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '9876500001', address: '12 Anna Nagar 2nd Avenue, Chennai', description: 'Ceiling fan hums.', terms: true },
  });
  const bookingId = booked.data.id;
  const lineOf = async () => (await ok<{ data: { details: { id: number; start_code: string | null }[] } }>('GET', `user/getbooking/${bookingId}`, customer.token)).data.details[0]!;
  const lineId = (await lineOf()).id;

  await ok('POST', `admin/bookings/lines/${lineId}/allocate`, admin.token, { partner_id: partner.id });
  await ok('POST', 'employee/generate/otp', partner.token, { bookingId: lineId });
  // The customer's booking shows the code, which they read out to the partner at the door.
  const code = (await lineOf()).start_code;
  if (!code) throw new Error('the customer’s booking shows no start code');
  await ok('POST', 'employee/verify/otp', partner.token, { bookingId: lineId, otp: code });
  await ok('POST', 'employee/booking/status', partner.token, { bookingId: lineId, status: 'completed' });
  return { bookingId, lineId };
}

async function signInDemoPartner() {
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(demoAccounts.partner.mobile);
  await page.getByLabel(/^password/i).fill(demoAccounts.partner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectVisible(page.getByText('Login Successfully.'));
}

test('the demo partner sees the line he completed today with the totals, filters by month and opens its printable invoice', async () => {
  const { bookingId, lineId } = await completedLineOfDemoPartner();
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
