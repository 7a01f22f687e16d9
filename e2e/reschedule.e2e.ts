import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { adminCli } from './support/adminCli';
import { expectVisible, shootBothWidths } from './support/browser';
import { callApi, chennai, demoAccounts, freshCustomer, okApi, signInCustomerAs, signInDemoPartner, tokenOf, type Account } from './support/customer';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * Issue 37 'Reschedule' and 'Honest times', one step per test, in order: a customer moves a line
 * no partner holds yet, at once, in the booking's Reschedule dialog; once a partner is assigned,
 * the new slot is a request the partner declines, then accepts, on the job's card, each side
 * told; the customer can still cancel that line online; a job completed minutes after its start
 * shows its real times on both invoices and is flagged QUICK in ops' CLI. Screenshots at 375 and
 * 1280 px go to e2e/artifacts/.
 */
awayFromMidnightInIndia();
const e2e = useSiteAndBrowser();

let customer: Account & { token: string; id: number };
let partnerId = 0;
let customerContext: BrowserContext;
let customerPage: Page;
let partnerContext: BrowserContext;
let partnerPage: Page;

const api = <T>(method: string, apiPath: string, token?: string, body?: unknown) => callApi<T>(e2e.site.url, method, apiPath, token, body);

interface LineWire {
  id: number;
  service_date: string;
  service_time: string;
  start_code: string | null;
  reschedule: { status: string; service_date: string; service_time: string } | null;
}
interface BookingWire {
  id: number;
  booking_id: string;
  details: LineWire[];
}

async function serviceId(name: string): Promise<number> {
  const query = new URLSearchParams({ query: name, latitude: String(chennai.latitude), longitude: String(chennai.longitude) });
  const { json } = await api<{ data: { id: number; name: string }[] }>('GET', `services/search?${query}`);
  return json.data.find((service) => service.name === name)!.id;
}

/** One service booked for the customer (POST user/book/singleservice) in Chennai, read back. */
async function book(service: string, date: string, time: string): Promise<BookingWire> {
  const created = await callApi<{ data: { id: number } }>(
    e2e.site.url,
    'POST',
    'user/book/singleservice',
    customer.token,
    {
      name: 'Rekha Iyer',
      email: 'rekha.iyer@example.in',
      mobile: customer.mobile,
      address: '12 Anna Nagar 2nd Avenue, Chennai',
      description: `${service}: the switchboard sparks.`,
      terms: true,
      serviceId: await serviceId(service),
      serviceMethod: 'hour',
      workingDuration: 3,
      preferredTime: time,
      preferredDate: date,
      latitude: chennai.latitude,
      longitude: chennai.longitude,
    },
    { 'Idempotency-Key': randomUUID() },
  );
  if (created.status !== 200) throw new Error(`booking ${service}: ${created.status} ${JSON.stringify(created.json)}`);
  return readBooking(created.json.data.id);
}

const readBooking = async (bookingId: number) => (await okApi<{ data: BookingWire }>(e2e.site.url, 'GET', `user/getbooking/${bookingId}`, customer.token)).data;

const allocate = async (lineId: number) => expect(await adminCli(e2e.site.url, 'bookings:allocate', String(lineId), String(partnerId))).toMatch(/allocated/i);

/** The booking's card on a history tab, opened. */
async function openCard(tab: string, reference: string) {
  await customerPage.goto(`${e2e.site.url}/${tab}`);
  const toggle = customerPage.getByRole('button', { name: new RegExp(reference) });
  await expectVisible(toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return customerPage.getByRole('article').filter({ has: toggle });
}

/** The demo partner's job of this customer (the booking's mobile is the customer's own). */
const partnerJob = (service: string) => partnerPage.getByRole('article', { name: service }).filter({ hasText: customer.mobile });

let moved: BookingWire;
let asked: BookingWire;

beforeAll(async () => {
  customer = await freshCustomer(e2e.site.url);
  partnerId = (await tokenOf(e2e.site.url, 'employee', demoAccounts.partner)).id;
  ({ context: customerContext, page: customerPage } = await signInCustomerAs(e2e, customer));
  ({ context: partnerContext, page: partnerPage } = await signInDemoPartner(e2e));
});
afterAll(async () => {
  await customerContext?.close();
  await partnerContext?.close();
});

test('1. before a partner is assigned, the customer moves a line to another slot at once; a slot outside the booking window is refused', async () => {
  moved = await book('Electrician', dayInIndia(3), '10:30');
  const card = await openCard('scheduled-booking', moved.booking_id);
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = customerPage.getByRole('dialog', { name: 'Reschedule Electrician' });
  await expectVisible(dialog.getByText('Your booking moves at once.', { exact: false }));

  // Past the one-month window: the same rule as booking, said under the date.
  await dialog.getByLabel('New date').fill(dayInIndia(40));
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expectVisible(dialog.getByText('Bookings open at most one month ahead.'));
  await dialog.getByLabel('New date').fill(dayInIndia(5));
  await dialog.getByLabel('New time').fill('14:00');
  await shootBothWidths(customerPage, 'reschedule-dialog', { dialog });
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expectVisible(customerPage.getByText('Your booking has been rescheduled.'));

  const line = (await readBooking(moved.id)).details[0]!;
  expect([line.service_date, line.service_time, line.reschedule]).toEqual([dayInIndia(5), '14:00', null]);
  // The server checks the window too, whatever a client sends.
  const refused = await api<{ errors: Record<string, string[]> }>('POST', 'user/booking/reschedule', customer.token, { lineId: line.id, preferredDate: dayInIndia(-1), preferredTime: '10:00' });
  expect(refused.status).toBe(422);
  expect(refused.json.errors).toEqual({ preferredDate: ['Date cannot be in the past.'] });
});

test('2. after a partner is assigned, the new slot is a request: the customer sees it waiting, the partner declines it on the job, the slot stays', async () => {
  asked = await book('Appliance Repair', dayInIndia(4), '11:00');
  const lineId = asked.details[0]!.id;
  await allocate(lineId);

  let card = await openCard('scheduled-booking', asked.booking_id);
  await expectVisible(card.getByText('Partner assigned'));
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = customerPage.getByRole('dialog', { name: 'Reschedule Appliance Repair' });
  await expectVisible(dialog.getByText('Your partner will be asked', { exact: false }));
  await dialog.getByLabel('New date').fill(dayInIndia(6));
  await dialog.getByLabel('New time').fill('16:30');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expectVisible(customerPage.getByText('Your request has been sent to your partner.'));
  card = await openCard('scheduled-booking', asked.booking_id);
  await expectVisible(card.getByText(/Reschedule to .* requested: waiting for your partner\./));
  expect(await card.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
  await shootBothWidths(customerPage, 'reschedule-customer-waiting');

  await partnerPage.goto(`${e2e.site.url}/employee-booking-list`);
  const job = partnerJob('Appliance Repair');
  await expectVisible(job.getByText(/The customer asks to move this job to/));
  await shootBothWidths(partnerPage, 'reschedule-partner-request');
  await job.getByRole('button', { name: 'Decline' }).click();
  await expectVisible(partnerPage.getByText('Reschedule declined: the job keeps its slot.'));
  await expectVisible(job.getByText(/You declined the customer's request for/));

  const line = (await readBooking(asked.id)).details[0]!;
  expect([line.service_date, line.service_time, line.reschedule?.status]).toEqual([dayInIndia(4), '11:00', 'declined']);
  card = await openCard('scheduled-booking', asked.booking_id);
  await expectVisible(card.getByText(/Your partner could not take .*, so the booking keeps its slot\./));
  const feed = await okApi<{ data: { notifications: { message: string }[] } }>(e2e.site.url, 'GET', 'user/notifications', customer.token);
  expect(feed.data.notifications[0]!.message).toMatch(/^Your partner could not take Appliance Repair/);
});

test('3. asked again, the partner accepts: the job moves, both sides see the new slot; the customer can still cancel the line online', async () => {
  const lineId = asked.details[0]!.id;
  await okApi(e2e.site.url, 'POST', 'user/booking/reschedule', customer.token, { lineId, preferredDate: dayInIndia(7), preferredTime: '09:15' });
  await partnerPage.goto(`${e2e.site.url}/employee-booking-list`);
  const job = partnerJob('Appliance Repair');
  await job.getByRole('button', { name: 'Accept new slot' }).click();
  await expectVisible(partnerPage.getByText('Reschedule accepted: the job has moved to the new slot.'));
  await expectVisible(job.getByText(/You accepted the customer's new slot/));
  await shootBothWidths(partnerPage, 'reschedule-partner-accepted');

  const line = (await readBooking(asked.id)).details[0]!;
  expect([line.service_date, line.service_time, line.reschedule?.status]).toEqual([dayInIndia(7), '09:15', 'accepted']);
  const card = await openCard('scheduled-booking', asked.booking_id);
  await expectVisible(card.getByText('Your partner accepted the new slot.'));
  await shootBothWidths(customerPage, 'reschedule-customer-accepted');

  // customer §6: the line is still pending to the customer, so Cancel Booking is offered.
  await card.getByRole('button', { name: 'Cancel Booking' }).click();
  await customerPage.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it!' }).click();
  await expectVisible(customerPage.getByText('Booking canceled successfully!'));
  const partnerToken = (await tokenOf(e2e.site.url, 'employee', demoAccounts.partner)).token;
  const partnerFeed = await okApi<{ data: { notifications: { message: string }[] } }>(e2e.site.url, 'GET', 'employee/notifications', partnerToken);
  expect(partnerFeed.data.notifications.map((item) => item.message)).toContain(`Appliance Repair (${asked.booking_id}) has been cancelled by the customer.`);
});

test('4. a job completed minutes after its start shows its real times on both invoices and is flagged QUICK to ops', async () => {
  const today = await book('Electrician', dayInIndia(0), '23:59');
  const lineId = today.details[0]!.id;
  await allocate(lineId);
  const partnerToken = (await tokenOf(e2e.site.url, 'employee', demoAccounts.partner)).token;
  await okApi(e2e.site.url, 'POST', 'employee/generate/otp', partnerToken, { bookingId: lineId });
  const code = (await readBooking(today.id)).details[0]!.start_code!;
  await okApi(e2e.site.url, 'POST', 'employee/verify/otp', partnerToken, { bookingId: lineId, otp: code });
  await okApi(e2e.site.url, 'POST', 'employee/booking/status', partnerToken, { bookingId: lineId, status: 'completed' });

  const flagged = (await adminCli(e2e.site.url, 'bookings:completed')).split('\n').find((row) => row.startsWith(`${lineId} `));
  expect(flagged).toMatch(/QUICK$/);

  await customerPage.goto(`${e2e.site.url}/complete-booking`);
  // customer §4: the approval note opens by itself for completed work; closed, it leaves the line to approve later.
  const note = customerPage.getByRole('dialog', { name: 'Work completed' });
  await expectVisible(note);
  await note.getByRole('button', { name: 'Close' }).click();
  const card = customerPage.getByRole('article').filter({ hasText: today.booking_id });
  await card.getByRole('button', { name: 'Invoice' }).click();
  const invoice = customerPage.getByRole('dialog', { name: 'Invoice' });
  await expectVisible(invoice.getByText('Work started'));
  await expectVisible(invoice.getByText('Work completed'));
  // Started and completed within the same minute or two: no made-up 3 hours.
  await expectVisible(invoice.getByText(/^[0-2] min$/));
  await expectVisible(invoice.getByText(/3 hours/));
  await shootBothWidths(customerPage, 'reschedule-customer-invoice', { dialog: invoice });

  await partnerPage.goto(`${e2e.site.url}/employee-earnings?invoice=${lineId}`);
  const paper = partnerPage.getByRole('article', { name: 'Invoice' });
  await expectVisible(paper.getByText('Time on the job'));
  await expectVisible(paper.getByText(/^[0-2] min$/));
  await shootBothWidths(partnerPage, 'reschedule-partner-invoice');
});
