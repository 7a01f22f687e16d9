import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { adminCli } from './support/adminCli';
import { expectVisible, shootBothWidths } from './support/browser';
import { callApi, chennai, demoAccounts, freshCustomer, okApi, signInCustomerAs, signInDemoPartner, tokenOf } from './support/customer';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * Issue 37, disputes and a partner's cancel:
 * 1. a customer pays for completed work, declines it with a reason (asked for), the partner sees
 *    the dispute; ops resolve it by the CLI with a part refund; both sides see the outcome;
 * 2. another declined job is redone by the same partner: it is back on his Booking List and on
 *    the customer's open bookings, with the outcome;
 * 3. the partner gives a job back with a reason (asked for): the customer keeps the booking and
 *    is told; ops see the line pending with who gave it back and his count of cancellations;
 * 4. unpaid work declined and resolved by ops with a part refund (decision 0054): the amount comes
 *    off what the customer owes; both sides read it so, and the checkout asks for the rest.
 * Screenshots of each changed screen at 375 and 1280 px go to e2e/artifacts/.
 */
awayFromMidnightInIndia();
// A site of its own: the cards are found by service name, and on the shared site other journeys give the demo partner jobs too.
const e2e = useSiteAndBrowser({ ownSite: true });

let customer: Awaited<ReturnType<typeof freshCustomer>>;
let partner: { token: string; id: number };
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, token, body);

interface BookingWire {
  id: number;
  booking_id: string;
  details: { id: number; status: string; start_code: string | null; partner_name: string | null; price: number }[];
}

async function serviceId(name: string): Promise<number> {
  const query = new URLSearchParams({ query: name, latitude: String(chennai.latitude), longitude: String(chennai.longitude) });
  const found = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?${query}`, customer.token);
  return found.data.find((service) => service.name === name)!.id;
}

/** One service booked by the customer and allocated by ops to the demo partner. */
async function bookedAndAllocated(service: string, date: string, time: string): Promise<BookingWire> {
  const body = {
    name: 'Asha Verma',
    email: 'asha.verma@example.in',
    mobile: customer.mobile,
    address: '12 Anna Nagar 2nd Avenue, Chennai',
    description: `${service}: the kitchen.`,
    terms: true,
    serviceId: await serviceId(service),
    serviceMethod: 'hour',
    workingDuration: 2,
    preferredTime: time,
    preferredDate: date,
    latitude: chennai.latitude,
    longitude: chennai.longitude,
  };
  const created = await callApi<{ data: { id: number } }>(e2e.site.url, 'POST', 'user/book/singleservice', customer.token, body, { 'Idempotency-Key': randomUUID() });
  expect(created.status).toBe(200);
  const booking = await bookingOf(created.json.data.id);
  expect(await adminCli(e2e.site.url, 'bookings:allocate', String(booking.details[0]!.id), String(partner.id))).toMatch(/allocated/i);
  return booking;
}

const bookingOf = async (id: number) => (await ok<{ data: BookingWire }>('GET', `user/getbooking/${id}`, customer.token)).data;

/** The partner starts the job with the customer's code and completes it. */
async function doneByPartner(booking: BookingWire) {
  const lineId = booking.details[0]!.id;
  await ok('POST', 'employee/generate/otp', partner.token, { bookingId: lineId });
  const code = (await bookingOf(booking.id)).details[0]!.start_code!;
  await ok('POST', 'employee/verify/otp', partner.token, { bookingId: lineId, otp: code });
  await ok('POST', 'employee/booking/status', partner.token, { bookingId: lineId, status: 'completed' });
}

/** Both widths (shootBothWidths: nothing sideways on the phone; an open dialog shown whole), then back to 1280 px. */
async function shoot(page: Page, name: string, dialog?: Locator) {
  await shootBothWidths(page, name, dialog ? { dialog } : {});
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function customerPage(): Promise<Page> {
  const { context, page } = await signInCustomerAs(e2e, customer);
  contexts.push(context);
  return page;
}

async function partnerPage(): Promise<Page> {
  const { context, page } = await signInDemoPartner(e2e);
  contexts.push(context);
  return page;
}

/** The id of the open dispute of this booking in ops' list (disputes:open). */
async function openDisputeOf(reference: string): Promise<number> {
  const row = (await adminCli(e2e.site.url, 'disputes:open')).split('\n').find((line) => line.includes(reference));
  expect(row).toBeDefined();
  return Number(row!.match(/^\d+/)![0]);
}

beforeAll(async () => {
  customer = await freshCustomer(e2e.site.url);
  partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
});

test('the customer declines paid work with a reason; ops resolve with a part refund; both sides see the outcome', async () => {
  // The last minute of today: a start code is sent only on the booked day.
  const booking = await bookedAndAllocated('Electrician', dayInIndia(0), '23:59');
  await doneByPartner(booking);

  const page = await customerPage();
  await page.goto(`${e2e.site.url}/complete-booking`);
  // The approval note opens by itself; first the customer pays.
  await page.getByRole('dialog', { name: 'Work completed' }).getByRole('button', { name: 'Close' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Electrician' }) });
  await card.getByRole('button', { name: 'Make Payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'ServeNear' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expectVisible(card.getByText('Paid', { exact: true }));

  await card.getByRole('button', { name: 'Approve or decline' }).click();
  await page.getByRole('dialog', { name: 'Work completed' }).getByRole('button', { name: 'Decline' }).click();
  const reasons = page.getByRole('dialog', { name: 'Why are you declining Electrician?' });
  await reasons.getByRole('button', { name: 'Decline work' }).click();
  await expectVisible(reasons.getByText('Please tell us why, in 5 to 500 characters.'));
  await page.getByText(/^Paid ₹[\d,]+ for /).waitFor({ state: 'hidden', timeout: 10_000 });
  await shoot(page, 'dispute-decline-reason', reasons);
  await reasons.getByLabel('Reason').fill('The fan in the kitchen still does not turn on.');
  await reasons.getByRole('button', { name: 'Decline work' }).click();
  const thanks = page.getByText('Thank you: we have opened a dispute and will get back to you.');
  await expectVisible(thanks);
  // The toast goes after 3 s (at 375 px a toast is drawn wider than the phone: the widths part of issue 37).
  await thanks.waitFor({ state: 'hidden', timeout: 10_000 });
  await expectVisible(card.getByText('Disputed: our team is looking into it'));
  await expectVisible(card.getByText('completed with some issue'));
  await shoot(page, 'dispute-customer-open');

  const partnerSide = await partnerPage();
  await partnerSide.goto(`${e2e.site.url}/employee-booking-completed`);
  const job = partnerSide.getByRole('article', { name: 'Electrician' });
  await expectVisible(job.getByText('The fan in the kitchen still does not turn on.'));
  await expectVisible(job.getByText('completed with some issue'));
  await shoot(partnerSide, 'dispute-partner-open');

  // Ops: more than was paid is refused; a part refund is recorded.
  const disputeId = await openDisputeOf(booking.booking_id);
  await expect(adminCli(e2e.site.url, 'disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', '100000')).rejects.toThrow(/at most what was paid/);
  expect(await adminCli(e2e.site.url, 'disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', '150', '--note', 'Sorry: the fan needs a new part.')).toMatch(
    /Part refund of ₹150/,
  );

  await page.reload();
  await expectVisible(card.getByText('Part refund of ₹150.'));
  await expectVisible(card.getByText('Sorry: the fan needs a new part.'));
  await shoot(page, 'dispute-customer-resolved');
  await page.goto(`${e2e.site.url}/notification`);
  await expectVisible(page.getByText(/Your dispute about Electrician .* is resolved: Part refund of ₹150\./));

  await partnerSide.reload();
  await expectVisible(job.getByText('Part refund of ₹150.'));
  await shoot(partnerSide, 'dispute-partner-resolved');
});

test('a declined job redone by the same partner is back on his Booking List and on the customer’s open bookings', async () => {
  const booking = await bookedAndAllocated('Appliance Repair', dayInIndia(0), '23:58');
  await doneByPartner(booking);
  await ok('POST', 'user/service/decline', customer.token, { id: booking.details[0]!.id, reason: 'The fridge is still warm inside.' });
  expect(await adminCli(e2e.site.url, 'disputes:resolve', String(await openDisputeOf(booking.booking_id)), '--outcome', 'redo_same')).toMatch(/redone by the same partner.*assigned/);

  const partnerSide = await partnerPage();
  await partnerSide.goto(`${e2e.site.url}/employee-booking-list`);
  const job = partnerSide.getByRole('article', { name: 'Appliance Repair' });
  await expectVisible(job.getByRole('button', { name: 'Generate OTP' }));
  await expectVisible(job.getByText('The work will be redone by the same partner.'));
  await expectVisible(job.getByText('The fridge is still warm inside.'));
  await shoot(partnerSide, 'dispute-partner-redo');

  const page = await customerPage();
  await page.goto(`${e2e.site.url}/instand-booking`);
  await page.getByRole('button', { name: new RegExp(booking.booking_id) }).click();
  await expectVisible(page.getByText('The work will be redone by the same partner.'));
  await shoot(page, 'dispute-customer-redo');
});

test('the partner gives a job back with a reason: the customer keeps the booking, ops see it pending with his cancellations', async () => {
  const booking = await bookedAndAllocated('Electrician', dayInIndia(1), '10:30');
  const lineId = booking.details[0]!.id;

  const partnerSide = await partnerPage();
  await partnerSide.goto(`${e2e.site.url}/employee-booking-list`);
  const job = partnerSide.getByRole('article', { name: 'Electrician' });
  await job.getByRole('button', { name: 'Cancel Booking' }).click();
  const reasons = partnerSide.getByRole('dialog', { name: 'Why are you giving this job back?' });
  await reasons.getByRole('button', { name: 'Give the job back' }).click();
  await expectVisible(reasons.getByText('Please tell us why, in 5 to 500 characters.'));
  await shoot(partnerSide, 'partner-cancel-reason', reasons);
  await reasons.getByLabel('Reason').fill('My scooter broke down this morning.');
  await reasons.getByRole('button', { name: 'Give the job back' }).click();
  await partnerSide.waitForURL(`${e2e.site.url}/employee-booking-cancel`);
  const given = partnerSide.getByRole('article', { name: 'Electrician' });
  await expectVisible(given.getByText('My scooter broke down this morning.'));
  await shoot(partnerSide, 'partner-cancel-done');

  // The customer still has the booking, waiting for a partner, and was told.
  const line = (await bookingOf(booking.id)).details[0]!;
  expect(line).toMatchObject({ id: lineId, status: 'pending', partner_name: null });
  const page = await customerPage();
  await page.goto(`${e2e.site.url}/notification`);
  await expectVisible(page.getByText(/Your partner can no longer come for Electrician .* Your booking stays: we are finding you another partner\./));
  await page.goto(`${e2e.site.url}/scheduled-booking`);
  await page.getByRole('button', { name: new RegExp(booking.booking_id) }).click();
  await expectVisible(page.getByRole('button', { name: 'Cancel Booking' }));

  // Ops see it pending, who gave it back, why, and his count.
  const row = (await adminCli(e2e.site.url, 'bookings:pending')).split('\n').find((text) => text.startsWith(`${lineId} `));
  expect(row).toMatch(/Ravi Kumar \(\d+\), 1 cancellation: My scooter broke down this morning\./);
});

test('unpaid work resolved with a part refund: the amount comes off what the customer owes, and the checkout asks for the rest', async () => {
  const booking = await bookedAndAllocated('Appliance Repair', dayInIndia(0), '23:57');
  await doneByPartner(booking);
  const price = booking.details[0]!.price;
  await ok('POST', 'user/service/decline', customer.token, { id: booking.details[0]!.id, reason: 'The washing machine still leaks.' });

  const disputeId = await openDisputeOf(booking.booking_id);
  await expect(adminCli(e2e.site.url, 'disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', String(price + 1))).rejects.toThrow(/at most what they owe/);
  expect(await adminCli(e2e.site.url, 'disputes:resolve', String(disputeId), '--outcome', 'part_refund', '--amount', '200')).toMatch(/₹200 taken off what the customer owes/);

  const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
  const page = await customerPage();
  await page.goto(`${e2e.site.url}/complete-booking`);
  const card = page.getByRole('article').filter({ hasText: booking.booking_id });
  await expectVisible(card.getByText('₹200 taken off what you owe.'));
  await expectVisible(card.getByText(`To pay for this booking: ${rupees(price - 200)}`));
  await shoot(page, 'dispute-customer-unpaid-reduced');
  await card.getByRole('button', { name: 'Make Payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'ServeNear' });
  await checkout.getByRole('button', { name: `Pay ${rupees(price - 200)}` }).click();
  await expectVisible(card.getByText('Paid', { exact: true }));

  const partnerSide = await partnerPage();
  await partnerSide.goto(`${e2e.site.url}/employee-booking-completed`);
  const job = partnerSide.getByRole('article', { name: 'Appliance Repair' }).filter({ hasText: 'The washing machine still leaks.' });
  await expectVisible(job.getByText('₹200 taken off what the customer owes.'));
  await shoot(partnerSide, 'dispute-partner-unpaid-reduced');
});
