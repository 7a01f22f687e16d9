import { chennai, demoAccounts, freshCustomer, okApi, tokenOf } from './customer';
import { dayInIndia } from './indiaDay';

/**
 * A booking of one Electrician line by a new customer for today (a start code is sent only on the
 * booked day; the last minute of the day has not gone by), not yet allocated. `description` tells
 * the job apart on the demo partner's list, which other journeys share.
 */
export async function bookedLineForToday(siteUrl: string, description = 'Ceiling fan hums.') {
  const ok = <T>(method: string, apiPath: string, token: string, body?: unknown) => okApi<T>(siteUrl, method, apiPath, token, body);
  // A customer of the journey's own: on the shared site the demo customer's cart holds other journeys' services.
  const customer = await freshCustomer(siteUrl);
  const services = await ok<{ data: { id: number; name: string }[] }>('GET', `services/search?query=Electrician&latitude=${chennai.latitude}&longitude=${chennai.longitude}`, customer.token);
  const serviceId = services.data.find((service) => service.name === 'Electrician')!.id;

  await ok('POST', 'user/addtocart', customer.token, { serviceId });
  const booked = await ok<{ data: { id: number } }>('POST', 'user/createbooking', customer.token, {
    storedServices: [{ serviceId, serviceMethod: 'hour', workingDuration: 2, preferredTime: '23:59', preferredDate: dayInIndia(0) }],
    formData: { name: 'Asha Verma', email: 'asha.verma@example.in', mobile: '9876500001', address: '12 Anna Nagar 2nd Avenue, Chennai', description, terms: true },
  });
  const bookingId = booked.data.id;
  const lineOf = async () => (await ok<{ data: { details: { id: number; start_code: string | null }[] } }>('GET', `user/getbooking/${bookingId}`, customer.token)).data.details[0]!;
  return { bookingId, lineId: (await lineOf()).id, lineOf, customer, reference: `SN-${String(bookingId).padStart(6, '0')}` };
}

/** Ops allocates the line to the demo partner (the console's Allocate, through the API). */
export async function allocateToDemoPartner(siteUrl: string, lineId: number): Promise<void> {
  const admin = await tokenOf(siteUrl, 'admin', demoAccounts.admin);
  const partner = await tokenOf(siteUrl, 'employee', demoAccounts.partner);
  await okApi(siteUrl, 'POST', `admin/bookings/lines/${lineId}/allocate`, admin.token, { partner_id: partner.id });
}

/**
 * A line the demo partner really completed: booked for today by a new customer, allocated by ops,
 * started with the code the customer's booking shows, marked completed. Not paid, not approved.
 */
export async function completedJobOfDemoPartner(siteUrl: string) {
  const { bookingId, lineId, lineOf, customer } = await bookedLineForToday(siteUrl);
  const partner = await tokenOf(siteUrl, 'employee', demoAccounts.partner);
  const ok = <T>(method: string, apiPath: string, body?: unknown) => okApi<T>(siteUrl, method, apiPath, partner.token, body);
  await allocateToDemoPartner(siteUrl, lineId);
  await ok('POST', 'employee/generate/otp', { bookingId: lineId });
  // The customer's booking shows the code, which they read out to the partner at the door.
  const code = (await lineOf()).start_code;
  if (!code) throw new Error('the customer’s booking shows no start code');
  await ok('POST', 'employee/verify/otp', { bookingId: lineId, otp: code });
  await ok('POST', 'employee/booking/status', { bookingId: lineId, status: 'completed' });
  return { bookingId, lineId, customer };
}

/**
 * As completedJobOfDemoPartner, then paid through the sandbox checkout and approved by its
 * customer: settled, so the partner's money, the invoices and the payouts follow. With its
 * booking's reference (SN-000042).
 */
export async function paidApprovedJobOfDemoPartner(siteUrl: string) {
  const job = await completedJobOfDemoPartner(siteUrl);
  const ok = <T>(method: string, apiPath: string, body?: unknown) => okApi<T>(siteUrl, method, apiPath, job.customer.token, body);
  const order = (await ok<{ data: { order_id: string } }>('POST', 'user/createRazorpayOrder', { booking_id: job.bookingId })).data;
  const payment = (await ok<{ data: object }>('POST', 'user/payments/sandbox/pay', { order_id: order.order_id })).data;
  await ok('POST', `user/updaterazorpay/${job.bookingId}`, { ...payment, payment_status: 'captured' });
  await ok('POST', 'user/service/statusupdate', { id: job.lineId });
  return { ...job, reference: `SN-${String(job.bookingId).padStart(6, '0')}` };
}
