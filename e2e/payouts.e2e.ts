import { adminCli } from './support/adminCli';
import { expectVisible, shootBothWidths } from './support/browser';
import { chennai, demoAccounts, freshCustomer, okApi, signInDemoPartner, tokenOf } from './support/customer';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
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

const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, token, body);

/** An electrician's job for today, done by the demo partner, paid through the sandbox checkout and approved. */
async function paidApprovedJob(): Promise<string> {
  const customer = await freshCustomer(e2e.site.url);
  const admin = await tokenOf(e2e.site.url, 'admin', demoAccounts.admin);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const services = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Electrician&latitude=${chennai.latitude}&longitude=${chennai.longitude}`, customer.token);
  const serviceId = services.data.find((service) => service.name === 'Electrician')!.id;
  await ok('POST', 'user/addtocart', customer.token, { serviceId });
  const bookingId = (
    await ok<{ data: { id: number } }>('POST', 'user/createbooking', customer.token, {
      storedServices: [{ serviceId, serviceMethod: 'hour', workingDuration: 2, preferredTime: '23:59', preferredDate: dayInIndia(0) }],
      formData: { name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '9876500001', address: '12 Anna Nagar 2nd Avenue, Chennai', description: 'Ceiling fan hums.', terms: true },
    })
  ).data.id;
  const lineOf = async () => (await ok<{ data: { details: { id: number; start_code: string | null }[] } }>('GET', `user/getbooking/${bookingId}`, customer.token)).data.details[0]!;
  const lineId = (await lineOf()).id;
  await ok('POST', `admin/bookings/lines/${lineId}/allocate`, admin.token, { partner_id: partner.id });
  await ok('POST', 'employee/generate/otp', partner.token, { bookingId: lineId });
  await ok('POST', 'employee/verify/otp', partner.token, { bookingId: lineId, otp: (await lineOf()).start_code });
  await ok('POST', 'employee/booking/status', partner.token, { bookingId: lineId, status: 'completed' });
  const order = (await ok<{ data: { order_id: string } }>('POST', 'user/createRazorpayOrder', customer.token, { booking_id: bookingId })).data;
  const payment = (await ok<{ data: object }>('POST', 'user/payments/sandbox/pay', customer.token, { order_id: order.order_id })).data;
  await ok('POST', `user/updaterazorpay/${bookingId}`, customer.token, { ...payment, payment_status: 'captured' });
  await ok('POST', 'user/service/statusupdate', customer.token, { id: lineId });
  return `SN-${String(bookingId).padStart(6, '0')}`;
}

/** The newest text the outbox holds for `mobile` that contains `part`, waiting for the worker. */
async function textTo(mobile: string, part: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { data } = (await (await fetch(`${e2e.site.url}/api/dev/outbox?mobile=${mobile}`)).json()) as { data: { body: string }[] };
    const text = data.find((message) => message.body.includes(part))?.body;
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no text containing "${part}" reached ${mobile}`);
}

test('a paid, approved job: its breakdown on the earnings, a batch approved by ops, paid to the bank with its reference, and the partner told', async () => {
  const reference = await paidApprovedJob();
  const { context, page } = await signInDemoPartner(e2e);
  let batchId: string | undefined;
  try {
    await page.goto(`${e2e.site.url}/employee-earnings`);
    const row = page.getByRole('row').filter({ hasText: reference });
    // ₹1,000 of house-keeping (2 hours at ₹500): 5 % GST inside, then 15 % + 18 % GST and 0.1 % TDS.
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
  expect(await textTo(demoAccounts.partner.mobile, 'has been paid to your bank account')).toMatch(/^ServeNear: Rs [\d,.]+ has been paid to your bank account ending \d{4} \(bank reference SBXUTR\w+\)\. See your earnings at http/);
});
