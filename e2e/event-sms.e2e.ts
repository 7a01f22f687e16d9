import { chennai, demoAccounts, okApi, tokenOf } from './support/customer';
import { dayInIndia } from './support/indiaDay';
import { useSiteAndBrowser } from './support/lifecycle';
import { textTo } from './support/outbox';

/**
 * Issue 37: an event reaches people by SMS, through the job queue. Ops allocate the demo
 * customer's electrician to the demo partner; the built server's worker texts both, and the
 * texts arrive in the development outbox (the log provider's stand-in for a phone).
 */
const e2e = useSiteAndBrowser();

const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(e2e.site.url, method, apiPath, token, body);

test('an allocation texts the partner and the customer what to do next', async () => {
  const customer = await tokenOf(e2e.site.url, 'user', demoAccounts.customer);
  const admin = await tokenOf(e2e.site.url, 'admin', demoAccounts.admin);
  const partner = await tokenOf(e2e.site.url, 'employee', demoAccounts.partner);
  const services = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Electrician&latitude=${chennai.latitude}&longitude=${chennai.longitude}`, customer.token);
  const serviceId = services.data.find((service) => service.name === 'Electrician')!.id;
  await ok('POST', 'user/addtocart', customer.token, { serviceId });
  const booked = await ok<{ data: { id: number } }>('POST', 'user/createbooking', customer.token, {
    storedServices: [{ serviceId, serviceMethod: 'hour', workingDuration: 2, preferredTime: '15:30', preferredDate: dayInIndia(2) }],
    formData: { name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '9876500001', address: '12 Anna Nagar 2nd Avenue, Chennai', description: 'Two sockets spark.', terms: true },
  });
  const reference = `SN-${String(booked.data.id).padStart(6, '0')}`;
  const booking = await ok<{ data: { details: { id: number }[] } }>('GET', `user/getbooking/${booked.data.id}`, customer.token);

  await ok('POST', `admin/bookings/lines/${booking.data.details[0]!.id}/allocate`, admin.token, { partner_id: partner.id });

  // A text carries a whole address: PUBLIC_ORIGIN, unset here, so localhost on the site's port.
  const origin = `http://localhost:${new URL(e2e.site.url).port}`;
  expect(await textTo(e2e.site.url, demoAccounts.partner.mobile, reference)).toBe(
    `ServeNear: You have a new job: Electrician (${reference}). See the address and time at ${origin}/employee-booking-list.`,
  );
  expect(await textTo(e2e.site.url, demoAccounts.customer.mobile, reference)).toMatch(
    new RegExp(`^ServeNear: .+ has been assigned to Electrician \\(${reference}\\)\\. See their name and number at ${origin}/instand-booking\\.$`),
  );
});
