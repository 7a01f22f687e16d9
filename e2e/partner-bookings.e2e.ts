import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { chennai, demoAccounts, freshCustomer, okApi, tokenOf } from './support/customer';
import { awayFromMidnightInIndia, dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * A partner's job from the booking list to 'Need to Approve' (issue 14 'Booking tabs'): a new
 * customer books an electrician for tonight (a start code is sent only on the booked day), ops
 * allocate it to the demo partner, who signs in at /employee-login, finds it on
 * /employee-booking-list, generates the code, types the code the customer's booking shows,
 * marks the work completed and finds it on /employee-booking-completed. Screenshots of each tab
 * and of the popup at 375 and 1280 px go to e2e/artifacts/.
 */
awayFromMidnightInIndia();
// A site of its own: the journey reads the demo partner's tabs card by service name, and on the
// shared site other journeys give him Electrician jobs too.
const e2e = useSiteAndBrowser({ ownSite: true });
let page: Page;

afterEach(async () => page?.close());

const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, token, body);

const contact = { name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '9876500001', address: '12 Anna Nagar 2nd Avenue, Chennai', description: 'Ceiling fan hums.', terms: true };

/** Both widths, no sideways scroll on the phone. */
async function shoot(name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
}

test('an allocated job: Generate OTP, the code the customer sees, Work Completed, Need to Approve; the Canceled tab', async () => {
  // A customer of this journey's own: on the shared site the demo customer's cart holds other journeys' services.
  const customer = await freshCustomer(e2e.site.url);
  const admin = await tokenOf(e2e.site.url, 'admin', demoAccounts.admin);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const services = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Electrician&latitude=${chennai.latitude}&longitude=${chennai.longitude}`, customer.token);
  const serviceId = services.data.find((service) => service.name === 'Electrician')!.id;
  const repairs = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Appliance&latitude=${chennai.latitude}&longitude=${chennai.longitude}`, customer.token);
  const repairId = repairs.data.find((service) => service.name === 'Appliance Repair')!.id;

  /** One line booked and allocated to the demo partner; a reader of that line as the customer sees it. */
  async function allocated(id: number, date: string, time: string) {
    await ok('POST', 'user/addtocart', customer.token, { serviceId: id });
    const booked = await ok<{ data: { id: number } }>('POST', 'user/createbooking', customer.token, {
      storedServices: [{ serviceId: id, serviceMethod: 'hour', workingDuration: 2, preferredTime: time, preferredDate: date }],
      formData: contact,
    });
    const lineOf = async () => (await ok<{ data: { details: { id: number; start_code?: string | null }[] } }>('GET', `user/getbooking/${booked.data.id}`, customer.token)).data.details[0]!;
    await ok('POST', `admin/bookings/lines/${(await lineOf()).id}/allocate`, admin.token, { partner_id: partner.id });
    return lineOf;
  }
  // The last minute of today, so the slot is still ahead of now whenever the run starts; the repair is tomorrow's.
  const lineOf = await allocated(serviceId, dayInIndia(0), '23:59');
  await allocated(repairId, dayInIndia(1), '10:30');

  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(demoAccounts.partner.mobile);
  await page.getByLabel(/^password/i).fill(demoAccounts.partner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A partner's home is '/'.
  await page.waitForURL(`${e2e.site.url}/`);

  await page.goto(`${e2e.site.url}/employee-booking-list`);
  const card = page.getByRole('article', { name: 'Electrician' });
  await expectVisible(card.getByRole('button', { name: 'Generate OTP' }));
  await expectVisible(card.getByText('11:59 PM'));
  await shoot('partner-booking-list');

  await card.getByRole('button', { name: 'Generate OTP' }).click();
  const popup = page.getByRole('dialog', { name: 'Enter the start code' });
  await expectVisible(popup.getByLabel('Digit 1'));
  await shoot('partner-booking-otp');

  const code = (await lineOf()).start_code!;
  expect(code).toMatch(/^\d{4}$/);
  for (const [index, digit] of [...code].entries()) await popup.getByLabel(`Digit ${index + 1}`).fill(digit);
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expectVisible(page.getByText('OTP verified successfully!'));
  await expectVisible(card.getByText('Work Started'));
  await shoot('partner-booking-started');

  await card.getByRole('button', { name: 'Work Completed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, completed' }).click();
  await expectVisible(page.getByText('The booking has been marked as completed.'));
  await expectVisible(page.getByRole('article', { name: 'Appliance Repair' }));

  await page.getByRole('link', { name: 'Completed' }).click();
  await page.waitForURL(/\/employee-booking-completed$/);
  await expectVisible(page.getByRole('article', { name: 'Electrician' }).getByText('Need to Approve'));
  // Opening another tab before the return to the list: the partner stays where they went.
  await page.waitForTimeout(1200);
  expect(page.url()).toMatch(/\/employee-booking-completed$/);
  await shoot('partner-booking-completed');

  // Tomorrow's repair is given back: asked first, then listed as Canceled By you.
  await page.getByRole('link', { name: 'Booking List' }).first().click();
  const repair = page.getByRole('article', { name: 'Appliance Repair' });
  await repair.getByRole('button', { name: 'Cancel Booking' }).click();
  // Issue 37: the partner says why; the job goes back to ops and the customer keeps the booking.
  const reasons = page.getByRole('dialog');
  await reasons.getByLabel('Reason').fill('I am unwell tomorrow.');
  await reasons.getByRole('button', { name: 'Give the job back' }).click();
  await expectVisible(page.getByText('Booking cancelled successfully!'));
  await page.waitForURL(/\/employee-booking-cancel$/);
  const cancelled = page.getByRole('article', { name: 'Appliance Repair' });
  await expectVisible(cancelled.getByText('Canceled', { exact: true }));
  await expectVisible(cancelled.getByText('you', { exact: true }));
  await expectVisible(cancelled.getByText('I am unwell tomorrow.'));
  await shoot('partner-booking-cancel');
});
