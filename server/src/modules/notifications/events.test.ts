import { randomUUID } from 'node:crypto';
import { bearer, demo, login, manualClock, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bookThroughCart, call, contact, linesOf, serviceIdNamed, storedService, TODAY } from '../bookings/testKit';
import { accountId, capturingSms, insertBooking } from '../partner/bookings/testBookings';
import { feedOf, messagesOf, reference } from './testNotifications';
import { disputeNotificationMessages } from './disputeEvents';

/**
 * Every event a customer is told about, driven through the API as the customer, ops and the
 * partner cause it; each is checked in the feed of the customer it concerns, and only there.
 */
let testApp: TestApp;
const time = manualClock();
const sms = capturingSms();
let adminToken: string;
let partner: { id: number; token: string };
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock, sms: sms.provider, env: { REGISTRATIONS_PER_HOUR: '50' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  partner = { id: await accountId(testApp.db, 'employee', demo.partner.mobile), token: (await login(testApp.app, 'employee', demo.partner)).token };
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const asAdmin = (url: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
const asPartner = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/employee/${url}`, headers: bearer(partner.token), payload });

/** A verified customer with one booked electrician line; its booking and line ids. */
async function customerWithBooking(slot: { preferredDate?: string; preferredTime?: string } = {}) {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const bookingId = await bookThroughCart(testApp.app, customer.token, [{ serviceId: electrician, serviceMethod: 'hour', workingDuration: 2, ...slot }]);
  const [line] = await linesOf(testApp.db, bookingId);
  return { customer, bookingId, lineId: line!.id };
}

/** A start code is sent only on the booked day: a line for this evening (the clock starts at 15:30 in India). */
const bookedForToday = { preferredDate: TODAY, preferredTime: '18:00' };

/** A customer's paid booking of one line at ₹3,300, written straight into the database. */
async function paidLine(status: 'pending' | 'assigned' = 'pending') {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const { bookingId, lineIds } = await insertBooking(testApp.db, {
    userId: customer.id,
    paymentStatus: 'paid',
    lines: [{ serviceId: electrician, price: 3300, status, partnerId: status === 'assigned' ? partner.id : null }],
  });
  return { customer, bookingId, lineId: lineIds[0]! };
}

describe('a placed booking', () => {
  it('tells the customer it was received', async () => {
    const { customer, bookingId } = await customerWithBooking();

    const feed = await feedOf(testApp.app, customer.token);
    expect(feed).toEqual({
      unread: 1,
      notifications: [
        {
          id: expect.any(Number),
          kind: 'booking_received',
          message: `Your booking ${reference(bookingId)} has been received.`,
          booking_id: bookingId,
          created_at: time.clock().toISOString(),
          read: false,
          link: '/instand-booking',
        },
      ],
    });
  });

  it('is told once when the same request is sent again (a double click, a retry)', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    await call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId: electrician });
    const body = { storedServices: [storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 1 })], formData: contact };
    const key = { 'idempotency-key': randomUUID() };

    // Five at once (racing transactions on PostgreSQL), then one more after they are done.
    const racing = await Promise.all(Array.from({ length: 5 }, () => call(testApp.app, customer.token, 'POST', 'createbooking', body, key)));
    const first = racing[0]!;
    const replay = await call(testApp.app, customer.token, 'POST', 'createbooking', body, key);

    expect(racing.map((reply) => reply.body.data.id)).toEqual(Array(5).fill(first.body.data.id));
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect(await messagesOf(testApp.app, customer.token)).toEqual([`Your booking ${reference(first.body.data.id)} has been received.`]);
  });
});

describe('a booking line', () => {
  it('tells the customer which partner ops assigned, when the start code was sent and when the work is done', async () => {
    const { customer, bookingId, lineId } = await customerWithBooking(bookedForToday);
    const ref = reference(bookingId);

    expect((await asAdmin(`bookings/lines/${lineId}/allocate`, { partner_id: partner.id })).statusCode).toBe(200);
    time.advance(60);
    expect((await asPartner('generate/otp', { bookingId: lineId })).statusCode).toBe(200);
    const code = sms.codeSentTo(customer.mobile);
    expect((await asPartner('verify/otp', { bookingId: lineId, otp: code })).statusCode).toBe(200);
    time.advance(60);
    expect((await asPartner('booking/status', { bookingId: lineId, status: 'completed' })).statusCode).toBe(200);

    expect(await messagesOf(testApp.app, customer.token)).toEqual([
      `Electrician (${ref}) is complete: please approve the work.`,
      `Your start code for Electrician (${ref}) has been sent.`,
      `Ravi Kumar has been assigned to Electrician (${ref}).`,
      `Your booking ${ref} has been received.`,
    ]);
    const kinds = (await feedOf(testApp.app, customer.token)).notifications.map((item) => item.kind);
    expect(kinds).toEqual(['work_completed', 'start_code_sent', 'partner_assigned', 'booking_received']);
  });

  it('does not tell of a start code the SMS provider could not send', async () => {
    const { customer, lineId } = await customerWithBooking(bookedForToday);
    await asAdmin(`bookings/lines/${lineId}/allocate`, { partner_id: partner.id });

    sms.failNext();
    expect((await asPartner('generate/otp', { bookingId: lineId })).statusCode).toBe(502);

    const kinds = (await feedOf(testApp.app, customer.token)).notifications.map((item) => item.kind);
    expect(kinds).toEqual(['partner_assigned', 'booking_received']);
  });

  it('tells nothing when a refused allocation changed nothing', async () => {
    const { customer, lineId } = await customerWithBooking();
    await asAdmin(`bookings/lines/${lineId}/allocate`, { partner_id: partner.id });
    expect((await asAdmin(`bookings/lines/${lineId}/allocate`, { partner_id: partner.id })).statusCode).toBe(409);

    expect((await feedOf(testApp.app, customer.token)).unread).toBe(2);
  });
});

describe('a refund', () => {
  it('is told when ops cancel a paid line, after the cancellation itself', async () => {
    const { customer, bookingId, lineId } = await paidLine();
    expect((await asAdmin(`bookings/lines/${lineId}/cancel`)).statusCode).toBe(200);
    expect(await messagesOf(testApp.app, customer.token)).toEqual([
      `Refund of ₹3,300 for ${reference(bookingId)} initiated.`,
      `ServeNear has cancelled Electrician (${reference(bookingId)}).`,
    ]);
  });

  it('is not refunded when the partner gives back a paid line: the booking stays, and another partner is found (issue 37)', async () => {
    const { customer, bookingId, lineId } = await paidLine('assigned');
    expect((await asPartner('cancel/booking', { bookingId: lineId, reason: 'My van broke down.' })).statusCode).toBe(200);
    expect(await messagesOf(testApp.app, customer.token)).toEqual([disputeNotificationMessages.partnerCancelled('Electrician', bookingId)]);
  });

  it('is told when the customer cancels a paid line', async () => {
    const { customer, bookingId, lineId } = await paidLine();
    expect((await call(testApp.app, customer.token, 'POST', 'cancelbooking', { bookingId: lineId })).status).toBe(200);
    expect(await messagesOf(testApp.app, customer.token)).toEqual([`Refund of ₹3,300 for ${reference(bookingId)} initiated.`]);
  });

  it('is not told when the cancelled line was never paid: nothing is owed back, only the cancellation is told', async () => {
    const { customer, lineId } = await customerWithBooking();
    expect((await asAdmin(`bookings/lines/${lineId}/cancel`)).statusCode).toBe(200);
    expect((await feedOf(testApp.app, customer.token)).notifications.map((item) => [item.kind, item.link])).toEqual([
      ['booking_cancelled', '/cancel-booking'],
      ['booking_received', '/instand-booking'],
    ]);
  });
});

describe('who is told', () => {
  it('only the customer whose booking it is: another customer sees none of it', async () => {
    const { lineId } = await customerWithBooking();
    await asAdmin(`bookings/lines/${lineId}/allocate`, { partner_id: partner.id });
    const other = await signUpVerified(testApp.app, testApp.db);
    expect(await feedOf(testApp.app, other.token)).toEqual({ unread: 0, notifications: [] });
  });
});
