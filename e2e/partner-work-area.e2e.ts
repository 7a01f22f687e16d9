import type { Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot } from './support/browser';
import { callApi, demoAccounts, signInDemoCustomer, tokenOf } from './support/customer';
import { dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 375, height: 800 } });
});
afterEach(async () => page.close());

/** A point in Whitefield, Bengaluru, about 1 km from where the directory places the locality. */
const inWhitefield = { latitude: 12.975, longitude: 77.742 };

/**
 * The demo customer books an electrician at an address in Whitefield (geocoded by the server),
 * as the cart page does; the booking line's id.
 */
async function bookElectricianInWhitefield(): Promise<number> {
  const { context, page: customer } = await signInDemoCustomer(e2e);
  try {
    const found = await callApi<{ data: { id: number; name: string }[] }>(e2e.site.url, 'GET', 'services/search?query=Electrician');
    const serviceId = found.json.data.find((service) => service.name === 'Electrician')!.id;
    return await customer.evaluate(
      async ({ serviceId, date }) => {
        const post = (url: string, body: unknown) =>
          fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json());
        await post('/api/user/addtocart', { serviceId });
        const booked = await post('/api/user/createbooking', {
          storedServices: [{ serviceId, serviceMethod: 'hour', workingDuration: 2, preferredTime: '10:30', preferredDate: date }],
          formData: { name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '9876500001', address: 'Whitefield, Bengaluru', description: 'Fan hums.', terms: true },
        });
        const booking = await (await fetch(`/api/user/getbooking/${booked.data.id}`)).json();
        return booking.data.details[0].id as number;
      },
      { serviceId, date: dayInIndia(1) },
    );
  } finally {
    await context.close();
  }
}

test('the demo partner adds Whitefield with 5 km; near-me lists his service there and ops may allocate him a job there', async () => {
  // Before: the demo partner works around Chennai only, so a job in Whitefield is not his to take.
  const lineId = await bookElectricianInWhitefield();
  const admin = await tokenOf(e2e.site.url, 'admin', demoAccounts.admin);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const eligibleIds = async () =>
    (await callApi<{ data: Array<{ id: number }> }>(e2e.site.url, 'GET', `admin/bookings/lines/${lineId}/partners`, admin.token)).json.data.map((row) => row.id);
  expect(await eligibleIds()).not.toContain(partner.id);

  await page.goto(`${e2e.site.url}/employee-login`);
  await page.getByLabel(/mobile/i).fill(demoAccounts.partner.mobile);
  await page.getByLabel(/^password/i).fill(demoAccounts.partner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectVisible(page.getByText('Login Successfully.'));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Work area' }).click();
  await page.waitForURL(/\/employee-work-area$/);
  // The seed's place around Chennai, at the site's maximum.
  await expectVisible(page.getByText('Within 25 km of this point'));

  await page.getByLabel('Address').fill('Whitefield, Bengaluru');
  await page.getByLabel('How far you travel').selectOption('5');
  await page.getByRole('button', { name: 'Add this address' }).click();
  const added = page.getByRole('listitem', { name: 'Whitefield, Bengaluru' });
  await expectVisible(added);
  await expectVisible(added.getByText(/Within 5 km of this point/));
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'partner-work-area-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'partner-work-area-1280');

  // The place the page added is the one the server measures from.
  const places = await callApi<{ data: { places: Array<{ address: string | null; radius_km: number }> } }>(e2e.site.url, 'GET', 'employee/work-areas', partner.token);
  expect(places.json.data.places).toContainEqual(expect.objectContaining({ address: 'Whitefield, Bengaluru', radius_km: 5 }));
  const near = await callApi<{ data: Array<{ name: string }> }>(
    e2e.site.url,
    'GET',
    `services/search?query=Electrician&latitude=${inWhitefield.latitude}&longitude=${inWhitefield.longitude}`,
  );
  expect(near.status).toBe(200);
  expect(near.json.data.map((service) => service.name)).toContain('Electrician');
  // Seeded Bengaluru partners offer Electrician there too; allocation names him in particular.
  expect(await eligibleIds()).toContain(partner.id);
});

test('the location button explains a refusal instead of failing silently', async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
  // No permission granted: Chromium answers PERMISSION_DENIED, as a partner who tapped Block.
  const denied = await context.newPage();
  await denied.goto(`${e2e.site.url}/employee-login`);
  await denied.getByLabel(/mobile/i).fill(demoAccounts.partner.mobile);
  await denied.getByLabel(/^password/i).fill(demoAccounts.partner.password);
  await denied.getByRole('button', { name: 'Login' }).click();
  await expectVisible(denied.getByText('Login Successfully.'));
  await denied.goto(`${e2e.site.url}/employee-work-area`);
  await denied.getByRole('button', { name: 'Use my current location' }).click();
  await expectVisible(denied.getByRole('alert').filter({ hasText: /location/i }));
  await screenshot(denied, 'partner-work-area-location-refused-375');
  await context.close();
});
