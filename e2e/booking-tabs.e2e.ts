import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { adminCli } from './support/adminCli';
import { expectVisible, horizontalOverflow } from './support/browser';
import { callApi, chennai, demoAccounts, freshCustomer, signInCustomerAs, type Account } from './support/customer';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * Issue 13 §2, the booking history: work due today on Instant Booking, work for a later day on
 * Schedule Booking, the SN- reference on every card, and Make Payment on Completed confirming
 * the amount and the reference once the server says the booking is paid.
 */

awayFromMidnightInIndia();
const e2e = useSiteAndBrowser();
const DEMO_PARTNER = demoAccounts.partner;
const shotsDir = '/tmp/shots-history';
const widths = [375, 1280] as const;
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

let context: BrowserContext;
let page: Page;

afterEach(async () => context?.close());

const api = <T>(method: string, apiPath: string, token?: string, body?: unknown, headers: Record<string, string> = {}) =>
  callApi<T>(e2e.site.url, method, apiPath, token, body, headers);

async function tokenOf(role: 'user' | 'employee', account: { mobile: string; password: string }): Promise<{ token: string; id: number }> {
  const { status, json } = await api<{ success: { token: string; id: number } }>('POST', `${role}/login`, undefined, account);
  expect(status).toBe(200);
  return json.success;
}

async function serviceId(name: string): Promise<number> {
  const query = new URLSearchParams({ query: name, latitude: String(chennai.latitude), longitude: String(chennai.longitude) });
  const { json } = await api<{ data: { id: number; name: string }[] }>('GET', `services/search?${query}`);
  return json.data.find((service) => service.name === name)!.id;
}

interface BookingWire {
  id: number;
  booking_id: string;
  total_amount: number;
  details: { id: number; start_code: string | null }[];
}

/** Books one service through POST user/book/singleservice, as the slot note's form does, and reads it back. */
async function book(token: string, service: string, slot: { method: 'day' | 'hour'; duration: number; date: string; time: string }): Promise<BookingWire> {
  const body = {
    name: 'Asha Verma',
    email: 'asha.verma@example.in',
    mobile: '9876500001',
    address: '12 Anna Nagar 2nd Avenue, Chennai',
    description: `${service}: please bring your own tools.`,
    terms: true,
    serviceId: await serviceId(service),
    serviceMethod: slot.method,
    workingDuration: slot.duration,
    preferredTime: slot.time,
    preferredDate: slot.date,
    latitude: chennai.latitude,
    longitude: chennai.longitude,
  };
  const created = await api<{ data: { id: number } }>('POST', 'user/book/singleservice', token, body, { 'Idempotency-Key': randomUUID() });
  if (created.status !== 200) throw new Error(`booking ${service}: ${created.status} ${JSON.stringify(created.json)}`);
  return (await api<{ data: BookingWire }>('GET', `user/getbooking/${created.json.data.id}`, token)).json.data;
}

/**
 * The journey's own customer signed in through the login page, with Chennai as the stored
 * location: on the shared site other journeys leave the demo customer's work due today open.
 */
async function signInCustomer(account: Account) {
  ({ context, page } = await signInCustomerAs(e2e, account));
}

/** Full-page screenshots at a phone's and a laptop's width; nothing may stick out sideways. */
async function shoot(name: string) {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const cardOf = (reference: string) => page.getByRole('button', { name: new RegExp(reference) });

test('work due today is on Instant Booking, later work on Schedule Booking, and paying on Completed confirms the amount and reference', async () => {
  const customer = await freshCustomer(e2e.site.url);
  // The last minute of today, so the slot is still ahead of now whenever the run starts.
  const today = await book(customer.token, 'Electrician', { method: 'hour', duration: 2, date: dayInIndia(0), time: '23:59' });
  const later = await book(customer.token, 'Appliance Repair', { method: 'day', duration: 1, date: dayInIndia(3), time: '10:30' });
  expect(today.booking_id).toMatch(/^SN-\d{6}$/);

  await signInCustomer(customer);
  await page.goto(`${e2e.site.url}/instand-booking`);
  await expectVisible(page.getByText('Work due today and work in progress.'));
  await expectVisible(cardOf(today.booking_id));
  expect(await cardOf(later.booking_id).count()).toBe(0);
  await cardOf(today.booking_id).click();
  await expectVisible(page.getByRole('heading', { name: 'Electrician' }));
  await shoot('instant');

  await page.getByRole('link', { name: 'Schedule Booking' }).click();
  await expectVisible(page.getByText('Work booked for a later day.'));
  await expectVisible(cardOf(later.booking_id));
  expect(await cardOf(today.booking_id).count()).toBe(0);
  await cardOf(later.booking_id).click();
  await expectVisible(page.getByRole('heading', { name: 'Appliance Repair' }));
  await shoot('scheduled');

  // Today's work is done: allocated, started with the customer's code, completed and approved.
  const partner = await tokenOf('employee', DEMO_PARTNER);
  const lineId = today.details[0]!.id;
  expect(await adminCli(e2e.site.url, 'bookings:allocate', String(lineId), String(partner.id))).toMatch(/allocated/i);
  expect((await api('POST', 'employee/generate/otp', partner.token, { bookingId: lineId })).status).toBe(200);
  const code = (await api<{ data: BookingWire }>('GET', `user/getbooking/${today.id}`, customer.token)).json.data.details[0]!.start_code!;
  expect((await api('POST', 'employee/verify/otp', partner.token, { bookingId: lineId, otp: code })).status).toBe(200);
  expect((await api('POST', 'employee/booking/status', partner.token, { bookingId: lineId, status: 'completed' })).status).toBe(200);
  expect((await api('POST', 'user/service/statusupdate', customer.token, { id: lineId })).status).toBe(200);

  // Those changes were made by others, not in this page: a fresh visit reads them.
  await page.goto(`${e2e.site.url}/instand-booking`);
  await expectVisible(page.getByText('Nothing due today.'));
  // The later booking is still open: the empty tab says where it is.
  await expectVisible(page.getByRole('link', { name: 'See Schedule Booking' }));
  await shoot('instant-empty');

  await page.getByRole('link', { name: 'Completed' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Electrician' }) });
  await expectVisible(card.getByText(new RegExp(`^${today.booking_id} · Booked on`)));
  await expectVisible(card.getByText('Payment pending'));
  await shoot('completed');

  const amount = rupees.format(today.total_amount);
  await card.getByRole('button', { name: 'Make Payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'ServeNear' });
  await expectVisible(checkout.getByText(today.booking_id));
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expectVisible(page.getByText(`Paid ${amount} for ${today.booking_id}.`));
  await expectVisible(card.getByRole('status').filter({ hasText: `Paid ${amount} · ${today.booking_id}` }));
  expect(await card.getByRole('button', { name: 'Make Payment' }).count()).toBe(0);
  await shoot('completed-paid');

  // The paid state is the server's: a fresh load says Paid too.
  await page.reload();
  await expectVisible(card.getByText('Paid', { exact: true }));
  expect(await card.getByRole('button', { name: 'Make Payment' }).count()).toBe(0);
});
