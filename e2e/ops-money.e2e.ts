import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expectVisible } from './support/browser';
import { callApi, chennai, demoAccounts, freshCustomer, okApi, tokenOf } from './support/customer';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';
import { shootConsole, signInToConsole } from './support/opsConsole';

/**
 * Issue 39, disputes and money in the console: a customer pays for an electrician's work, the
 * demo partner does it, the customer declines it with a reason (all through the APIs, as
 * e2e/disputes.e2e.ts does). The admin signs in, opens Disputes, resolves this one with a part
 * refund (confirm → toast); the API then lists it resolved. Money then shows the refund owed and
 * the payout batches. axe on each screen; screenshots at 1280, 768 and 375 px in e2e/artifacts/.
 */
awayFromMidnightInIndia();
const e2e = useSiteAndBrowser();
const admin = demoAccounts.admin;
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => context.close());

/** Paid electrician work, done today by the demo partner and declined by the customer: one open dispute. */
async function openDispute() {
  const customer = await freshCustomer(e2e.site.url);
  const ops = await tokenOf(e2e.site.url, 'admin', admin);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const asCustomer = <T>(method: string, apiPath: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, customer.token, body);
  const query = new URLSearchParams({ query: 'Electrician', latitude: String(chennai.latitude), longitude: String(chennai.longitude) });
  const serviceId = (await asCustomer<{ data: { id: number; name: string }[] }>('GET', `services/search?${query}`)).data.find((service) => service.name === 'Electrician')!.id;
  const created = await callApi<{ data: { id: number } }>(
    e2e.site.url,
    'POST',
    'user/book/singleservice',
    customer.token,
    {
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      mobile: customer.mobile,
      address: '12 Anna Nagar 2nd Avenue, Chennai',
      description: 'The kitchen switchboard sparks.',
      terms: true,
      serviceId,
      serviceMethod: 'hour',
      workingDuration: 2,
      // The last minute of today: a start code is sent only on the booked day.
      preferredTime: '23:59',
      preferredDate: dayInIndia(0),
      latitude: chennai.latitude,
      longitude: chennai.longitude,
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(created.status).toBe(200);
  const bookingId = created.json.data.id;
  const order = (await asCustomer<{ data: { order_id: string } }>('POST', 'user/createRazorpayOrder', { booking_id: bookingId })).data;
  const payment = (await asCustomer<{ data: object }>('POST', 'user/payments/sandbox/pay', { order_id: order.order_id })).data;
  await asCustomer('POST', `user/updaterazorpay/${bookingId}`, { ...payment, payment_status: 'captured' });

  const booking = async () => (await asCustomer<{ data: { details: { id: number; start_code: string | null }[] } }>('GET', `user/getbooking/${bookingId}`)).data;
  const lineId = (await booking()).details[0]!.id;
  await okApi(e2e.site.url, 'POST', `admin/bookings/lines/${lineId}/allocate`, ops.token, { partner_id: partner.id });
  await okApi(e2e.site.url, 'POST', 'employee/generate/otp', partner.token, { bookingId: lineId });
  await okApi(e2e.site.url, 'POST', 'employee/verify/otp', partner.token, { bookingId: lineId, otp: (await booking()).details[0]!.start_code });
  await okApi(e2e.site.url, 'POST', 'employee/booking/status', partner.token, { bookingId: lineId, status: 'completed' });
  await asCustomer('POST', 'user/service/decline', { id: lineId, reason: 'The switchboard still sparks after the visit.' });
  return { reference: `SN-${String(bookingId).padStart(6, '0')}`, lineId, opsToken: ops.token };
}

type Dispute = { id: number; line_id: number; outcome: string | null; refund_amount: number };

test('an admin resolves a dispute with a part refund, then finds the refund and the payout batches under Money', async () => {
  const { reference, lineId, opsToken } = await openDispute();
  await signInToConsole(page, e2e.site.url);

  await page.getByRole('navigation').getByRole('link', { name: 'Disputes' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Disputes' }));
  const row = page.getByRole('row').filter({ hasText: reference });
  await expectVisible(row.getByText('The switchboard still sparks after the visit.'));
  await shootConsole(page, 'ops-disputes');

  await row.getByRole('link', { name: reference }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: `Dispute on ${reference}: Electrician` }));
  await shootConsole(page, 'ops-dispute-detail');

  await page.getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: `Resolve the dispute on ${reference}?` });
  await expectVisible(dialog);
  await dialog.getByLabel('Outcome').selectOption('part_refund');
  await dialog.getByLabel('Refund (₹)').fill('100');
  await dialog.getByLabel(/^Note/).fill('Part of the work is to be redone; ₹100 back.');
  await shootConsole(page, 'ops-dispute-resolve-dialog');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expectVisible(page.getByText('Dispute resolved.').first());
  await expectVisible(page.getByRole('heading', { level: 2, name: 'Outcome' }));

  // The server agrees: the dispute is resolved with the refund.
  const resolved = await okApi<{ data: Dispute[] }>(e2e.site.url, 'GET', 'admin/disputes?status=resolved', opsToken);
  expect(resolved.data.find((dispute) => dispute.line_id === lineId)).toMatchObject({ outcome: 'part_refund', refund_amount: 100 });
  const open = await okApi<{ data: Dispute[] }>(e2e.site.url, 'GET', 'admin/disputes', opsToken);
  expect(open.data.some((dispute) => dispute.line_id === lineId)).toBe(false);

  await page.getByRole('navigation').getByRole('link', { name: 'Money' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Money' }));
  await expectVisible(page.getByRole('row').filter({ hasText: reference }).getByText('₹100'));
  await expectVisible(page.getByRole('heading', { level: 2, name: 'Payout batches' }));
  await shootConsole(page, 'ops-money');
});
