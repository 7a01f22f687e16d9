import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expectVisible, horizontalOverflow } from './support/browser';
import { callApi, chennai, demoAccounts, freshCustomer, signInCustomerAs, tokenOf as signInAs } from './support/customer';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * The header bell with the customer's real events: a booking, ops allocating a partner, the
 * dot, the popup that marks them read, and /notification. Screenshots for a person to look at
 * go to /tmp/shots-notifications.
 */
awayFromMidnightInIndia();
const e2e = useSiteAndBrowser();
const shots = '/tmp/shots-notifications';
const DEMO_PARTNER = demoAccounts.partner;
const DEMO_ADMIN = demoAccounts.admin;

let context: BrowserContext;
let page: Page;

afterEach(async () => context?.close());

async function shot(name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const api = <T>(method: string, apiPath: string, token?: string, body?: unknown) => callApi<T>(e2e.site.url, method, apiPath, token, body);

/** Ops sign in in two steps (issue 39): the shared helper reads the texted code. */
const tokenOf = (role: 'admin' | 'employee', credentials: { mobile: string; password: string }) => signInAs(e2e.site.url, role, credentials);

/** A new customer (the bell counts only their own events) signed in through the login page, with Chennai as the stored location. */
async function signInCustomer() {
  ({ context, page } = await signInCustomerAs(e2e, await freshCustomer(e2e.site.url)));
}

/** Books an electrician for two hours tonight with the signed-in customer's session, as the cart page does; the booking and its line. */
async function bookElectrician(): Promise<{ bookingId: number; lineId: number }> {
  const { json } = await api<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Electrician&latitude=${chennai.latitude}&longitude=${chennai.longitude}`);
  const serviceId = json.data.find((service) => service.name === 'Electrician')!.id;
  return page.evaluate(
    async ({ serviceId, date }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json());
      await post('/api/user/addtocart', { serviceId });
      const booked = await post('/api/user/createbooking', {
        // The last minute of today, so the slot is still ahead of now whenever the run starts.
        storedServices: [{ serviceId, serviceMethod: 'hour', workingDuration: 2, preferredTime: '23:59', preferredDate: date }],
        formData: {
          name: 'Asha Verma',
          email: 'asha.verma@example.in',
          mobile: '9876500001',
          address: '12 Anna Nagar 2nd Avenue, Chennai',
          description: 'Ceiling fan hums.',
          terms: true,
        },
      });
      const booking = await (await fetch(`/api/user/getbooking/${booked.data.id}`)).json();
      return { bookingId: booked.data.id as number, lineId: booking.data.details[0].id as number };
    },
    { serviceId, date: dayInIndia(0) }, // a start code is sent only on the booked day: today in India
  );
}

const bell = () => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('a customer is told of their booking and the partner ops assigned: dot, popup, read after opening, /notification', async () => {
  await signInCustomer();
  const { bookingId, lineId } = await bookElectrician();
  const reference = `SN-${String(bookingId).padStart(6, '0')}`;
  const admin = await tokenOf('admin', DEMO_ADMIN);
  const partner = await tokenOf('employee', DEMO_PARTNER);
  expect((await api('POST', `admin/bookings/lines/${lineId}/allocate`, admin.token, { partner_id: partner.id })).status).toBe(200);

  // The bell shows the dot for the two unread events.
  await page.reload();
  await expectVisible(page.getByRole('button', { name: 'Notifications, 2 unread' }));
  await expectVisible(page.getByTestId('notification-dot'));

  await bell().click();
  const popup = page.getByRole('dialog', { name: 'Latest Notifications' });
  await expectVisible(popup.getByText(`Ravi Kumar has been assigned to Electrician (${reference}).`));
  await expectVisible(popup.getByText(`Your booking ${reference} has been received.`));
  await expectVisible(popup.getByText('Just now').first());
  await shot('popup-1280');
  await page.keyboard.press('Escape');
  expect(await popup.count()).toBe(0);

  // Opening marked them read on the server: after a reload the dot stays out.
  await page.reload();
  await expectVisible(page.getByRole('button', { name: 'Notifications', exact: true }));
  expect(await page.getByTestId('notification-dot').count()).toBe(0);

  await bell().click();
  await popup.getByRole('link', { name: 'See all' }).click();
  await page.waitForURL(`${e2e.site.url}/notification`);
  const list = page.getByRole('list', { name: 'Latest Notifications' });
  await expectVisible(list.getByText(`Ravi Kumar has been assigned to Electrician (${reference}).`));
  await expectVisible(list.getByText(`Your booking ${reference} has been received.`));
  expect(await page.getByText(/New category added/).count()).toBe(0);
  await shot('notification-page-1280');

  // A new event while the customer is on the home page (the partner asks for the start code): the
  // bell shows it at once, with no reload (issue 40), and the phone's sheet shows it as new. (On
  // /notification it would have appeared in the list, seen, and so read.)
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${e2e.site.url}/`);
  await expectVisible(page.getByRole('button', { name: 'Notifications', exact: true }));
  expect((await api('POST', 'employee/generate/otp', partner.token, { bookingId: lineId })).status).toBe(200);
  await expectVisible(page.getByRole('button', { name: 'Notifications, 1 unread' }));
  await bell().click();
  await expectVisible(popup.getByText(`Your start code for Electrician (${reference}) has been sent.`));
  await expectVisible(popup.getByText('Unread'));
  expect(await horizontalOverflow(page)).toBe(0);
  await shot('popup-375');
  // The overlay closes it (customer §2): a tap above the sheet.
  await page.mouse.click(187, 40);
  expect(await popup.count()).toBe(0);
  expect(await page.getByTestId('notification-dot').count()).toBe(0);

  await page.goto(`${e2e.site.url}/notification`);
  await expectVisible(page.getByRole('list', { name: 'Latest Notifications' }).getByText(`Your start code for Electrician (${reference}) has been sent.`));
  expect(await horizontalOverflow(page)).toBe(0);
  await shot('notification-page-375');
});

test('a visitor’s bell has no dot and leads to the login page', async () => {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(`${e2e.site.url}/`);
  const visitorBell = page.getByRole('banner').getByRole('link', { name: 'Notifications' });
  await expectVisible(visitorBell);
  expect(await page.getByTestId('notification-dot').count()).toBe(0);
  await visitorBell.click();
  await page.waitForURL(`${e2e.site.url}/login`);
});
