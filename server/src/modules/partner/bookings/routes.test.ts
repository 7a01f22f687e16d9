import { and, eq } from 'drizzle-orm';
import { bookingDescription } from '@servenear/shared/domain';
import { partnerServiceOffers } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, demo, login } from '../../../../test/accounts';
import { accountId, capturingSms, insertBooking, lineRow, serviceIdNamed, verifiedPartner } from './testBookings';
import { feedOf, reference } from '../../notifications/testNotifications';

/** The partner's cancellations as ops see them on his record (admin partner view). */
async function cancellationsOf(partnerId: number): Promise<number> {
  const adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/partners/${partnerId}`, headers: bearer(adminToken) });
  return response.json().data.cancellations as number;
}

let testApp: TestApp;
const sms = capturingSms();
let ravi: { id: number; token: string };
let other: { id: number; token: string };
let customerId: number;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ sms: sms.provider });
  const adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  ravi = { id: await accountId(testApp.db, 'employee', demo.partner.mobile), token: (await login(testApp.app, 'employee', demo.partner)).token };
  other = await verifiedPartner(testApp.app, adminToken);
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const asPartner = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/employee/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const listOf = async (token: string, list: string) => (await asPartner(token, 'GET', list)).json().data as Array<{ id: number }>;
const idsIn = async (token: string, list: string) => (await listOf(token, list)).map((line) => line.id);

describe('partner booking lists', () => {
  it('yourbookings lists the assigned and started lines by date and time, with the customer contact', async () => {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      description: '',
      lines: [
        { serviceId: electrician, partnerId: ravi.id, status: 'confirmed', serviceDate: '2026-03-12', serviceTime: '09:00', startedAt: new Date() },
        { serviceId: electrician, partnerId: ravi.id, status: 'assigned', serviceDate: '2026-03-11', serviceTime: '15:30' },
        { serviceId: electrician, partnerId: ravi.id, status: 'assigned', serviceDate: '2026-03-11', serviceTime: '08:00' },
        { serviceId: electrician, partnerId: ravi.id, status: 'completed' },
        { serviceId: electrician, status: 'pending' },
      ],
    });
    const [later, afternoon, morning] = lineIds as [number, number, number];

    const data = await listOf(ravi.token, 'yourbookings');
    const mine = data.map((line) => line.id).filter((id) => lineIds.includes(id));
    expect(mine).toEqual([morning, afternoon, later]);
    expect(data.find((line) => line.id === afternoon)).toEqual({
      id: afternoon,
      action_id: afternoon,
      completed_status: 0,
      service_name: 'Electrician',
      reviews_count: expect.any(Number),
      total_reviews: expect.any(Number),
      rating: expect.any(Number),
      avergae_ratting: expect.any(Number),
      image_url: expect.stringMatching(/^\/api\/images\/service\//),
      work_type: 'hour',
      day_hours: 8,
      service_date: '2026-03-11',
      service_time: '15:30',
      mobile: '9876511111',
      email: 'asha.verma@example.in',
      address: '12 Gandhi Street, Chennai',
      description: bookingDescription(null),
      customer_name: 'Asha Verma',
      status: 'assigned',
      // Issue 37: no reschedule asked for.
      reschedule_request: null,
      dispute: null,
    });
  });

  it('completedbookings shows completed lines newest first, with start and end in India time and the price', async () => {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      lines: [
        {
          serviceId: electrician,
          partnerId: ravi.id,
          status: 'completed',
          price: 1350,
          startedAt: new Date('2026-03-05T04:30:00Z'),
          completedAt: new Date('2026-03-05T12:45:00Z'),
          approvedAt: new Date('2026-03-05T13:00:00Z'),
        },
        { serviceId: electrician, partnerId: ravi.id, status: 'completed-issue', startedAt: new Date('2026-03-06T04:30:00Z'), completedAt: new Date('2026-03-06T20:00:00Z') },
      ],
    });
    const [approved, issue] = lineIds as [number, number];

    const data = (await listOf(ravi.token, 'completedbookings')) as Array<Record<string, unknown>>;
    expect(data.map((line) => line.id).filter((id) => lineIds.includes(id as number))).toEqual([issue, approved]);
    expect(data.find((line) => line.id === approved)).toMatchObject({
      status: 'completed',
      completed_status: 1,
      start_date: '2026-03-05',
      start_time: '10:00',
      end_date: '2026-03-05',
      end_time: '18:15',
      price: 1350,
      description: 'Fix the kitchen wiring.',
    });
    // 20:00 UTC is past midnight in India.
    expect(data.find((line) => line.id === issue)).toMatchObject({ status: 'completed-issue', completed_status: 0, end_date: '2026-03-07', end_time: '01:30' });
  });

  it('canceledbooking shows cancelled lines that were allocated to the partner, with who cancelled and when', async () => {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      lines: [{ serviceId: electrician, partnerId: ravi.id, status: 'cancelled', cancelledBy: 'admin', cancelledAt: new Date('2026-03-04T09:15:00Z') }],
    });

    // View Details opens Ravi's own offer of the service on /ServiceEdit.
    const [offer] = await testApp.db
      .select({ id: partnerServiceOffers.id })
      .from(partnerServiceOffers)
      .where(and(eq(partnerServiceOffers.userId, ravi.id), eq(partnerServiceOffers.serviceId, electrician)));
    const data = (await listOf(ravi.token, 'canceledbooking')) as Array<Record<string, unknown>>;
    expect(offer).toBeDefined();
    expect(data.find((line) => line.id === lineIds[0])).toEqual({
      id: lineIds[0],
      action_id: lineIds[0],
      service_name: 'Electrician',
      total_reviews: expect.any(Number),
      avergae_ratting: expect.any(Number),
      image_url: expect.any(String),
      work_type: 'hour',
      day_hours: 8,
      service_date: '2026-03-10',
      service_time: '10:00',
      cancelstatus: 'admin',
      cancel_date: '2026-03-04T09:15:00.000Z',
      description: 'Fix the kitchen wiring.',
      service_action_id: offer!.id,
      cancel_reason: null,
    });

    // Once he no longer offers it, there is nothing to open.
    await testApp.db.delete(partnerServiceOffers).where(eq(partnerServiceOffers.id, offer!.id));
    const after = (await listOf(ravi.token, 'canceledbooking')) as Array<Record<string, unknown>>;
    expect(after.find((line) => line.id === lineIds[0])).toMatchObject({ service_action_id: null });
  });
});

describe("another partner's line", () => {
  it('is in none of their lists and every action answers 404 without changing it', async () => {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      lines: [
        { serviceId: electrician, partnerId: ravi.id, status: 'assigned' },
        { serviceId: electrician, partnerId: ravi.id, status: 'confirmed' },
        { serviceId: electrician, partnerId: ravi.id, status: 'completed' },
        { serviceId: electrician, partnerId: ravi.id, status: 'cancelled', cancelledBy: 'user' },
      ],
    });
    const [assigned, confirmed] = lineIds as [number, number];
    for (const list of ['yourbookings', 'completedbookings', 'canceledbooking']) {
      expect((await idsIn(other.token, list)).filter((id) => lineIds.includes(id))).toEqual([]);
    }
    const before = [await lineRow(testApp.db, assigned), await lineRow(testApp.db, confirmed)];
    const sentBefore = sms.sent.length;

    const attempts = [
      await asPartner(other.token, 'POST', 'generate/otp', { bookingId: assigned }),
      await asPartner(other.token, 'POST', 'verify/otp', { bookingId: assigned, otp: '1234' }),
      await asPartner(other.token, 'POST', 'cancel/booking', { bookingId: assigned, reason: 'Not my job anyway.' }),
      await asPartner(other.token, 'POST', 'booking/status', { bookingId: confirmed, status: 'completed' }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Booking not found.');
    }
    expect([await lineRow(testApp.db, assigned), await lineRow(testApp.db, confirmed)]).toEqual(before);
    expect(sms.sent.length).toBe(sentBefore);
  });
});

describe('completing and cancelling', () => {
  it('completes only a started line', async () => {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      lines: [
        { serviceId: electrician, partnerId: ravi.id, status: 'assigned' },
        { serviceId: electrician, partnerId: ravi.id, status: 'confirmed', startedAt: new Date() },
      ],
    });
    const [assigned, confirmed] = lineIds as [number, number];

    const early = await asPartner(ravi.token, 'POST', 'booking/status', { bookingId: assigned, status: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This booking is assigned and cannot be completed.');
    const wrongStatus = await asPartner(ravi.token, 'POST', 'booking/status', { bookingId: confirmed, status: 'cancelled' });
    expect(wrongStatus.statusCode).toBe(422);
    expect(wrongStatus.json().errors).toEqual({ status: ['Status must be completed.'] });
    expect((await lineRow(testApp.db, confirmed)).status).toBe('confirmed');

    const done = await asPartner(ravi.token, 'POST', 'booking/status', { bookingId: String(confirmed), status: 'completed' });
    expect(done.json()).toEqual({ status: 200, message: 'The booking has been marked as completed.' });
    const row = await lineRow(testApp.db, confirmed);
    expect(row).toMatchObject({ status: 'completed', approvedAt: null });
    expect(row.completedAt).toBeInstanceOf(Date);
    expect(await idsIn(ravi.token, 'completedbookings')).toContain(confirmed);
  });

  it('gives an assigned job back with a reason: the line goes back to ops, the customer keeps the booking and is told (issue 37)', async () => {
    const paid = await insertBooking(testApp.db, {
      userId: customerId,
      paymentStatus: 'paid',
      lines: [{ serviceId: electrician, partnerId: ravi.id, status: 'assigned', price: 1800, assignedAt: new Date(), startCodeNonce: 'n1', startCodeExpiresAt: new Date(Date.now() + 600_000) }],
    });
    const started = await insertBooking(testApp.db, { userId: customerId, lines: [{ serviceId: electrician, partnerId: ravi.id, status: 'confirmed' }] });
    const line = paid.lineIds[0]!;
    const countBefore = await cancellationsOf(ravi.id);

    for (const reason of [undefined, '', 'sick']) {
      const refused = await asPartner(ravi.token, 'POST', 'cancel/booking', { bookingId: line, reason });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ status: 422, errors: { reason: ['Please tell us why, in 5 to 500 characters.'] } });
    }
    expect((await lineRow(testApp.db, line)).status).toBe('assigned');

    const response = await asPartner(ravi.token, 'POST', 'cancel/booking', { bookingId: line, reason: 'My scooter broke down.' });
    expect(response.json()).toEqual({ status: 200, message: 'Booking cancelled successfully!' });
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'pending', partnerId: null, assignedAt: null, startCodeNonce: null, cancelledAt: null, cancelledBy: null, refundAmount: 0 });

    // The customer still has the booking (a pending line) and is told.
    const customerToken = (await login(testApp.app, 'user', demo.customer)).token;
    const booking = await testApp.app.inject({ method: 'GET', url: `/api/user/getbooking/${paid.bookingId}`, headers: bearer(customerToken) });
    expect(booking.json().data.details).toEqual([expect.objectContaining({ id: line, status: 'pending', partner_name: null })]);
    const feed = await feedOf(testApp.app, customerToken);
    expect(feed.notifications[0]).toMatchObject({
      kind: 'partner_cancelled',
      message: `Your partner can no longer come for Electrician (${reference(paid.bookingId)}). Your booking stays: we are finding you another partner.`,
      link: '/instand-booking',
    });

    // Ravi's Canceled tab keeps it, with his reason; no longer in his open list.
    expect(await idsIn(ravi.token, 'yourbookings')).not.toContain(line);
    const cancelled = (await listOf(ravi.token, 'canceledbooking')) as Array<Record<string, unknown>>;
    expect(cancelled.find((row) => row.id === line)).toMatchObject({ cancelstatus: 'employee', cancel_reason: 'My scooter broke down.', cancel_date: expect.any(String) });

    // Ops see it pending, who gave it back and why, and the partner's count.
    expect(await cancellationsOf(ravi.id)).toBe(countBefore + 1);
    const adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
    const pending = (await testApp.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: bearer(adminToken) })).json().data as Array<Record<string, unknown>>;
    expect(pending.find((row) => row.line_id === line)).toMatchObject({
      status: 'pending',
      partner_id: null,
      given_back: { partner_id: ravi.id, partner_name: expect.any(String), reason: 'My scooter broke down.', cancelled_at: expect.any(String), partner_cancellations: countBefore + 1 },
    });

    // Once given back it is no longer his: a second press finds no job of his.
    const again = await asPartner(ravi.token, 'POST', 'cancel/booking', { bookingId: line, reason: 'My scooter broke down.' });
    expect(again.statusCode).toBe(404);
    const tooLate = await asPartner(ravi.token, 'POST', 'cancel/booking', { bookingId: started.lineIds[0], reason: 'Changed my mind.' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('This booking is confirmed and cannot be cancelled.');
    expect(await cancellationsOf(ravi.id)).toBe(countBefore + 1);
  });

  it('answers 422 for a bookingId that is not an id, and 404 for one that names no line', async () => {
    for (const bookingId of [undefined, 'abc', -3, '2147483648']) {
      const response = await asPartner(ravi.token, 'POST', 'cancel/booking', { bookingId, reason: 'Cannot come today.' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { bookingId: ['Must be a positive whole number.'] } });
    }
    const missing = await asPartner(ravi.token, 'POST', 'cancel/booking', { bookingId: 999999, reason: 'Cannot come today.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Booking not found.');
  });

  it('answers 422 for an over-long start code or bookingId, without counting a guess', async () => {
    const { lineIds } = await insertBooking(testApp.db, { userId: customerId, lines: [{ serviceId: electrician, partnerId: ravi.id, status: 'assigned' }] });
    const line = lineIds[0]!;
    await asPartner(ravi.token, 'POST', 'generate/otp', { bookingId: line });

    const longCode = await asPartner(ravi.token, 'POST', 'verify/otp', { bookingId: line, otp: '1'.repeat(21) });
    expect(longCode.statusCode).toBe(422);
    expect(longCode.json()).toEqual({ status: 422, errors: { otp: ['Invalid OTP. Please try again.'] } });
    const longId = await asPartner(ravi.token, 'POST', 'verify/otp', { bookingId: '1'.repeat(21), otp: '1234' });
    expect(longId.json()).toEqual({ status: 422, errors: { bookingId: ['Must be a positive whole number.'] } });
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', startCodeAttempts: 0, startCodeFailedGuesses: 0 });
  });
});

describe('partners who may not work yet', () => {
  it('a partner awaiting verification sees empty lists but cannot act', async () => {
    const { token } = await login(testApp.app, 'employee', demo.pendingPartner);

    expect((await asPartner(token, 'GET', 'yourbookings')).json()).toEqual({ status: 200, data: [] });
    for (const [url, payload] of [
      ['generate/otp', { bookingId: 1 }],
      ['verify/otp', { bookingId: 1, otp: '1234' }],
      ['booking/status', { bookingId: 1, status: 'completed' }],
      ['cancel/booking', { bookingId: 1, reason: 'Cannot come today.' }],
    ] as const) {
      const response = await asPartner(token, 'POST', url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Your account is not verified yet.');
    }
  });

  it('customers and anonymous callers are refused', async () => {
    const { token } = await login(testApp.app, 'user', demo.customer);
    expect((await asPartner(token, 'GET', 'yourbookings')).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/employee/yourbookings' })).statusCode).toBe(401);
  });
});
