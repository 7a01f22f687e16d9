import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { chennai, demoAccounts, okApi, tokenOf } from './support/customer';
import { dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * The partner's bell with a real event: the demo customer books an electrician, ops allocate it
 * to the demo partner, who signs in, sees the dot, opens 'Notifications', follows the job's link
 * to the booking list and finds it again on /employee-notification. Screenshots at 375 and
 * 1280 px go to e2e/artifacts/.
 */
const e2e = useSiteAndBrowser();
let page: Page;

afterEach(async () => page?.close());

const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, token, body);

/** The demo customer books an electrician for tomorrow and ops allocate it to the demo partner; the booking's reference. */
async function jobAllocatedToDemoPartner(): Promise<string> {
  const customer = await tokenOf(e2e.site.url, 'user', demoAccounts.customer);
  const admin = await tokenOf(e2e.site.url, 'admin', demoAccounts.admin);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const services = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Electrician&latitude=${chennai.latitude}&longitude=${chennai.longitude}`, customer.token);
  const serviceId = services.data.find((service) => service.name === 'Electrician')!.id;

  await ok('POST', 'user/addtocart', customer.token, { serviceId });
  const booked = await ok<{ data: { id: number } }>('POST', 'user/createbooking', customer.token, {
    storedServices: [{ serviceId, serviceMethod: 'hour', workingDuration: 2, preferredTime: '10:30', preferredDate: dayInIndia(1) }],
    formData: { name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '9876500001', address: '12 Anna Nagar 2nd Avenue, Chennai', description: 'Ceiling fan hums.', terms: true },
  });
  const bookingId = booked.data.id;
  const booking = await ok<{ data: { details: { id: number }[] } }>('GET', `user/getbooking/${bookingId}`, customer.token);
  await ok('POST', `admin/bookings/lines/${booking.data.details[0]!.id}/allocate`, admin.token, { partner_id: partner.id });
  return `SN-${String(bookingId).padStart(6, '0')}`;
}

test('the partner is told of the job ops allocated: dot, popup, its link to the booking list, /employee-notification', async () => {
  const reference = await jobAllocatedToDemoPartner();
  const message = `You have a new job: Electrician (${reference}).`;

  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(demoAccounts.partner.mobile);
  await page.getByLabel(/^password/i).fill(demoAccounts.partner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectVisible(page.getByText('Login Successfully.'));
  // A partner's home is '/'.
  await page.waitForURL(`${e2e.site.url}/`);

  // The layout's header sits inside the shell's page, so it is no banner landmark: the button is found by its name.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expectVisible(bell);
  await expectVisible(page.getByTestId('notification-dot'));

  await bell.click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expectVisible(popup.getByText(message));
  await expectVisible(popup.getByText('Just now').first());
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'partner-notifications-popup-375');

  await popup.getByRole('link', { name: new RegExp(`You have a new job: Electrician \\(${reference}\\)`) }).click();
  await page.waitForURL(/\/employee-booking-list$/);
  expect(await popup.count()).toBe(0);

  await page.goto(`${e2e.site.url}/employee-notification`);
  const list = page.getByRole('region', { name: 'Notifications' });
  await expectVisible(list.getByText(message));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'partner-notifications-page-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'partner-notifications-page-1280');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expectVisible(popup.getByText(message));
  await screenshot(page, 'partner-notifications-popup-1280');
  await page.keyboard.press('Escape');
  expect(await popup.count()).toBe(0);
});
