import { and, eq, inArray } from 'drizzle-orm';
import { bearer, demo, login, registerPartner, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { notifications } from '../../db/schema';
import { call, serviceIdNamed } from '../bookings/testKit';
import { accountId, insertBooking, verifiedPartner } from '../partner/bookings/testBookings';
import { paymentCalls } from '../payments/testBookings';
import { feedOf, reference } from './testNotifications';

/**
 * Every event a partner is told about, driven through the API as the customer and ops cause it;
 * each is checked in the feed of the partner holding the job, and only there. On the system
 * clock, as the payment tests run.
 */
let testApp: TestApp;
let adminToken: string;
let partner: { id: number; token: string };
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '50' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  partner = { id: await accountId(testApp.db, 'employee', demo.partner.mobile), token: (await login(testApp.app, 'employee', demo.partner)).token };
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const asAdmin = (url: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

/** What the partner has been told about one booking, newest first. */
async function toldAbout(token: string, bookingId: number) {
  const feed = await feedOf(testApp.app, token, 'employee');
  return feed.notifications.filter((item) => item.booking_id === bookingId).map(({ kind, message, link }) => ({ kind, message, link }));
}

/** A customer's booking of one line, in the state given, held by the demo partner unless pending. */
async function bookingLine(status: 'pending' | 'assigned' | 'completed', paymentStatus: 'pending' | 'paid' = 'pending') {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const { bookingId, lineIds } = await insertBooking(testApp.db, {
    userId: customer.id,
    paymentStatus,
    lines: [{ serviceId: electrician, status, partnerId: status === 'pending' ? null : partner.id }],
  });
  return { customer, bookingId, lineId: lineIds[0]! };
}

describe('a job', () => {
  it('allocated by ops is told to that partner, and to no other partner or the customer', async () => {
    const { customer, bookingId, lineId } = await bookingLine('pending');
    const other = await verifiedPartner(testApp.app, adminToken);

    expect((await asAdmin(`bookings/lines/${lineId}/allocate`, { partner_id: partner.id })).statusCode).toBe(200);

    expect(await toldAbout(partner.token, bookingId)).toEqual([
      { kind: 'job_allocated', message: `You have a new job: Electrician (${reference(bookingId)}).`, link: '/employee-booking-list' },
    ]);
    expect(await toldAbout(other.token, bookingId)).toEqual([]);
    expect((await feedOf(testApp.app, customer.token)).notifications.map((item) => item.kind)).toEqual(['partner_assigned']);
  });

  it('cancelled by ops is told to the partner who held it', async () => {
    const { bookingId, lineId } = await bookingLine('assigned');
    expect((await asAdmin(`bookings/lines/${lineId}/cancel`)).statusCode).toBe(200);
    expect(await toldAbout(partner.token, bookingId)).toEqual([
      { kind: 'job_cancelled', message: `Electrician (${reference(bookingId)}) has been cancelled by ServeNear.`, link: '/employee-booking-cancel' },
    ]);
  });

  it('cancelled while nobody held it (by the customer or ops) is told to no partner', async () => {
    const byCustomer = await bookingLine('pending');
    const byOps = await bookingLine('pending');
    expect((await call(testApp.app, byCustomer.customer.token, 'POST', 'cancelbooking', { bookingId: byCustomer.lineId })).status).toBe(200);
    expect((await asAdmin(`bookings/lines/${byOps.lineId}/cancel`)).statusCode).toBe(200);
    const told = await testApp.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.bookingId, [byCustomer.bookingId, byOps.bookingId]), eq(notifications.kind, 'job_cancelled')));
    expect(told).toEqual([]);
  });

  it('approved by the customer is told to the partner', async () => {
    const { customer, bookingId, lineId } = await bookingLine('completed');
    expect((await call(testApp.app, customer.token, 'POST', 'service/statusupdate', { id: lineId })).status).toBe(200);
    expect(await toldAbout(partner.token, bookingId)).toEqual([
      { kind: 'work_approved', message: `The customer approved your work on Electrician (${reference(bookingId)}).`, link: '/employee-booking-completed' },
    ]);
  });

  it('approved by ops in the customer’s place is told once, like the customer’s', async () => {
    const { bookingId, lineId } = await bookingLine('completed');
    expect((await asAdmin(`bookings/lines/${lineId}/approve`)).statusCode).toBe(200);
    expect((await asAdmin(`bookings/lines/${lineId}/approve`)).statusCode).toBe(409);
    expect((await toldAbout(partner.token, bookingId)).map((item) => item.kind)).toEqual(['work_approved']);
  });
});

describe('a paid booking', () => {
  it('is told to each partner holding one of its lines, once a line', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const other = await verifiedPartner(testApp.app, adminToken);
    const { bookingId } = await insertBooking(testApp.db, {
      userId: customer.id,
      lines: [
        { serviceId: electrician, status: 'assigned', partnerId: partner.id },
        { serviceId: electrician, status: 'pending', partnerId: null },
      ],
    });
    const calls = paymentCalls(testApp.app, customer.token);
    const order = (await calls.createOrder(bookingId)).json().data;

    expect((await calls.confirm(bookingId, (await calls.sandboxPay(order.order_id)).json().data)).statusCode).toBe(200);

    expect(await toldAbout(partner.token, bookingId)).toEqual([
      { kind: 'booking_paid', message: `Electrician (${reference(bookingId)}) has been paid.`, link: '/employee-earnings' },
    ]);
    expect(await toldAbout(other.token, bookingId)).toEqual([]);
  });
});

describe('the account', () => {
  it('verified by ops is told to the partner', async () => {
    const registered = await registerPartner(testApp.app);
    expect((await asAdmin(`partners/${registered.id}/verify`)).statusCode).toBe(200);
    const token = (await login(testApp.app, 'employee', registered)).token;
    const feed = await feedOf(testApp.app, token, 'employee');
    expect(feed.notifications.map(({ kind, message, booking_id, link }) => ({ kind, message, booking_id, link }))).toEqual([
      { kind: 'account_verified', message: 'Your account has been verified: you can now receive jobs.', booking_id: null, link: '/employee-edit-profile' },
    ]);
  });

  it('rejected by ops is recorded for the partner with the reason (they cannot sign in to read it yet)', async () => {
    const registered = await registerPartner(testApp.app);
    expect((await asAdmin(`partners/${registered.id}/reject`, { reason: 'The ID proof is unreadable.' })).statusCode).toBe(200);
    const rows = await testApp.db.select().from(notifications).where(eq(notifications.userId, registered.id));
    expect(rows.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'account_rejected', message: 'Your account could not be verified: The ID proof is unreadable.' },
    ]);
  });
});
