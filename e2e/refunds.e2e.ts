import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminCli } from './support/adminCli';
import { expectVisible, shootBothWidths } from './support/browser';
import { callApi, chennai, freshCustomer, okApi, signInCustomerAs } from './support/customer';
import { dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';
import { textTo } from './support/outbox';

/**
 * Issue 38: a refund really paid back. A customer pays a booking (the sandbox checkout), cancels
 * it in the browser, and sees "Refund of ₹X initiated" on the cancelled tab; ops see it among the
 * open refunds. The site's refund job asks the sandbox provider, whose refund.processed webhook
 * comes a few seconds later (SANDBOX_REFUND_SECONDS): the tab then says "Refunded on <today>",
 * the bell says so, and the customer gets the SMS. The ledger's trial balance still agrees.
 * Screenshots of the cancelled tab at both steps, at 375 and 1280 px, go to e2e/artifacts/.
 */
const e2e = useSiteAndBrowser();

let customer: Awaited<ReturnType<typeof freshCustomer>>;

beforeAll(async () => {
  customer = await freshCustomer(e2e.site.url);
});

const ok = <T>(method: string, apiPath: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, customer.token, body);

/** A plumber for two hours, two days ahead, booked and paid through the sandbox checkout as the site does. */
async function paidBooking(): Promise<{ reference: string; price: number }> {
  const query = new URLSearchParams({ query: 'Plumber', latitude: String(chennai.latitude), longitude: String(chennai.longitude) });
  const serviceId = (await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?${query}`)).data.find((service) => service.name === 'Plumber')!.id;
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
      description: 'The kitchen tap leaks.',
      terms: true,
      serviceId,
      serviceMethod: 'hour',
      workingDuration: 2,
      preferredTime: '11:00',
      preferredDate: dayInIndia(2),
      latitude: chennai.latitude,
      longitude: chennai.longitude,
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(created.status).toBe(200);
  const bookingId = created.json.data.id;
  const order = (await ok<{ data: { order_id: string; amount: number } }>('POST', 'user/createRazorpayOrder', { booking_id: bookingId })).data;
  const payment = (await ok<{ data: object }>('POST', 'user/payments/sandbox/pay', { order_id: order.order_id })).data;
  await ok('POST', `user/updaterazorpay/${bookingId}`, { ...payment, payment_status: 'captured' });
  return { reference: `SN-${String(bookingId).padStart(6, '0')}`, price: order.amount / 100 };
}

async function expand(page: Page, reference: string) {
  const toggle = page.getByRole('button', { name: new RegExp(reference) }).first();
  await expectVisible(toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test('a paid booking cancelled by the customer is refunded through the provider: initiated, then refunded with its day, in the app and by SMS', async () => {
  const { reference, price } = await paidBooking();
  const amount = `₹${price.toLocaleString('en-IN')}`;
  const { context, page } = await signInCustomerAs(e2e, customer);
  try {
    await page.goto(`${e2e.site.url}/scheduled-booking`);
    await expand(page, reference);
    await page.getByRole('button', { name: 'Cancel Booking' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it!' }).click();
    await expectVisible(page.getByText('Booking canceled successfully!'));

    await page.goto(`${e2e.site.url}/cancel-booking`);
    await expand(page, reference);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Plumber' }) });
    // Initiated until the sandbox's webhook; on a slow run it may already be refunded.
    await expectVisible(line.getByText(/Refund of .* initiated|Refunded on/));
    if (await line.getByText(`Refund of ${amount} initiated`).count()) await shootBothWidths(page, 'refund-initiated');
    expect(await adminCli(e2e.site.url, 'refunds:open')).toMatch(new RegExp(`${reference}\\s+\\d+\\s+cancellation\\s+${amount}\\s+(pending|initiated)|^Every refund`, 'm'));

    // The provider pays it back: the page says so once reloaded.
    const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.reload();
      await expand(page, reference);
      if ((await line.getByText(`Refunded on ${today}`).count()) === 1) break;
      if (Date.now() > deadline) throw new Error(`the refund of ${reference} was not paid back within 30 s`);
      await page.waitForTimeout(1000);
    }
    await shootBothWidths(page, 'refund-refunded');
  } finally {
    await context.close();
  }

  const notifications = await ok<{ data: { notifications: { message: string }[] } }>('GET', 'user/notifications');
  expect(notifications.data.notifications.map((item) => item.message)).toContain(`${amount} for ${reference} has been refunded to your original payment method.`);
  expect(await textTo(e2e.site.url, customer.mobile, 'has been refunded')).toMatch(new RegExp(`^ServeNear: Rs ${price.toLocaleString('en-IN')} for ${reference} has been refunded to your original payment method\\. See it at http`));
  expect(await adminCli(e2e.site.url, 'refunds:open')).not.toMatch(new RegExp(`${reference}\\s`));
  // Balanced, or (this booking paid and refunded in full, alone on a new site) every account back to zero.
  expect(await adminCli(e2e.site.url, 'ledger:trial-balance')).toMatch(/^Total\s+(₹[\d,.]+)\s+\1$|^The ledger is empty\.$/m);
});
