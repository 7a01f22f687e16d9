import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login } from '../../../test/accounts';
import { queuedTextsToEach } from '../../../test/jobs';
import type { Point } from '../catalog/coordinates';
import { toldTo } from '../enquiries/opsTestKit';
import { reference } from '../notifications/testNotifications';
import { accountId, capturingSms, insertBooking, lineRow, places, serviceIdNamed } from '../partner/bookings/testBookings';

const RADIUS_KM = 20;
let testApp: TestApp;
let adminToken: string;
let customerId: number;
let ravi: number;
let electrician: number;
const sms = capturingSms();

beforeAll(async () => {
  testApp = await createTestApp({ sms: sms.provider, env: { NEAR_RADIUS_KM: String(RADIUS_KM) } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

async function pendingLine(serviceId = electrician, place: Point | null = places.chennai, paid = false) {
  const { lineIds } = await insertBooking(testApp.db, { userId: customerId, place, paymentStatus: paid ? 'paid' : 'pending', lines: [{ serviceId }] });
  return lineIds[0]!;
}

type EligiblePartner = { id: number; name: string; mobile: string; distance_km: number | null };
const partnersFor = async (line: number) => (await asAdmin('GET', `bookings/lines/${line}/partners`)).json().data as EligiblePartner[];

describe('admin booking lists', () => {
  it('lists pending lines with the reference, the address and the customer; allocated ones name the partner', async () => {
    const { bookingId, lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      lines: [{ serviceId: electrician, serviceDate: '2026-03-15', serviceTime: '11:30', price: 1500 }, { serviceId: electrician, status: 'assigned', partnerId: ravi }],
    });

    const pending = (await asAdmin('GET', 'bookings')).json().data as Array<Record<string, unknown>>;
    expect(pending.find((line) => line.line_id === lineIds[0])).toEqual({
      line_id: lineIds[0],
      booking_id: bookingId,
      reference: `SN-${String(bookingId).padStart(6, '0')}`,
      service_id: electrician,
      service_name: 'Electrician',
      service_date: '2026-03-15',
      service_time: '11:30',
      work_type: 'hour',
      day_hours: 8,
      price: 1500,
      status: 'pending',
      approved: false,
      cancelled_by: null,
      refund_amount: 0,
      payment_status: 'pending',
      address: '12 Gandhi Street, Chennai',
      latitude: places.chennai.latitude,
      longitude: places.chennai.longitude,
      customer_name: 'Asha Verma',
      customer_mobile: '9876511111',
      partner_id: null,
      partner_name: null,
      // Issue 37: not started, so no times and no flag.
      started_at: null,
      completed_at: null,
      quick_completion: false,
      given_back: null,
    });
    expect(pending.map((line) => line.line_id)).not.toContain(lineIds[1]);
    const assigned = (await asAdmin('GET', 'bookings?status=assigned')).json().data as Array<Record<string, unknown>>;
    expect(assigned.find((line) => line.line_id === lineIds[1])).toMatchObject({ status: 'assigned', partner_id: ravi, partner_name: 'Ravi Kumar' });
    expect((await asAdmin('GET', `bookings?status=${'x'.repeat(5000)}`)).statusCode).toBe(422);
    const refused = await asAdmin('GET', 'bookings?status=sleeping');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual(['Status must be one of pending, assigned, confirmed, completed, completed-issue, cancelled.']);
  });

  it('refuses customers and partners', async () => {
    for (const [path, credentials] of [['user', demo.customer], ['employee', demo.partner]] as const) {
      const { token } = await login(testApp.app, path, credentials);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: bearer(token) })).statusCode).toBe(403);
    }
  });
});

describe('partners who may take a line', () => {
  it('are the verified partners offering the service near the booking, nearest first', async () => {
    const chennai = await partnersFor(await pendingLine());
    expect(chennai.length).toBeGreaterThan(1);
    expect(chennai.map((partner) => partner.name)).toContain('Ravi Kumar');
    const distances = chennai.map((partner) => partner.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(RADIUS_KM);

    const delhi = await partnersFor(await pendingLine(electrician, places.delhi));
    expect(delhi.length).toBeGreaterThan(0);
    expect(delhi.map((partner) => partner.id)).not.toContain(ravi);
    expect(delhi.map((partner) => partner.id).filter((id) => chennai.some((partner) => partner.id === id))).toEqual([]);
  });

  it('answers 404 for a line that does not exist, and 422 for an id that names none', async () => {
    expect((await asAdmin('GET', 'bookings/lines/999999/partners')).statusCode).toBe(404);
    for (const id of ['1e3', '0', '2147483648']) {
      const response = await asAdmin('GET', `bookings/lines/${id}/partners`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { id: ['Must be a positive whole number.'] } });
    }
  });
});

describe('allocating a line', () => {
  it('assigns a pending line to a partner near it who offers the service, once', async () => {
    const line = await pendingLine();

    const response = await asAdmin('POST', `bookings/lines/${line}/allocate`, { partner_id: ravi });
    expect(response.json()).toEqual({ status: 200, message: 'Booking allocated.' });
    const row = await lineRow(testApp.db, line);
    expect(row).toMatchObject({ status: 'assigned', partnerId: ravi });
    expect(row.assignedAt).toBeInstanceOf(Date);
    const again = await asAdmin('POST', `bookings/lines/${line}/allocate`, { partner_id: ravi });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is assigned and cannot be allocated.');
  });

  it('refuses a partner who is unknown, unverified, does not offer the service or works far away', async () => {
    const line = await pendingLine();
    const plumbing = await pendingLine(await serviceIdNamed(testApp.db, 'Plumber'));
    const inDelhi = await pendingLine(electrician, places.delhi);
    const pendingPartner = await accountId(testApp.db, 'employee', demo.pendingPartner.mobile);
    const cases: Array<[number, object, number, unknown]> = [
      [line, { partner_id: 999999 }, 404, { message: 'Partner not found.' }],
      [line, { partner_id: customerId }, 404, { message: 'Partner not found.' }],
      [line, {}, 422, { errors: { partner_id: ['Please choose a partner.'] } }],
      [line, { partner_id: 'abc' }, 422, { errors: { partner_id: ['Please choose a partner.'] } }],
      [line, { partner_id: '9'.repeat(30) }, 422, { errors: { partner_id: ['Please choose a partner.'] } }],
      [line, { partner_id: 2_147_483_648 }, 422, { errors: { partner_id: ['Please choose a partner.'] } }],
      [line, { partner_id: pendingPartner }, 422, { errors: { partner_id: ['This partner is not verified.'] } }],
      [plumbing, { partner_id: ravi }, 422, { errors: { partner_id: ['This partner does not offer this service.'] } }],
      [inDelhi, { partner_id: ravi }, 422, { errors: { partner_id: ['This partner does not work near this booking.'] } }],
      [999999, { partner_id: ravi }, 404, { message: 'Booking not found.' }],
    ];
    for (const [lineId, payload, status, body] of cases) {
      const response = await asAdmin('POST', `bookings/lines/${lineId}/allocate`, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject(body as object);
    }
    for (const lineId of [line, plumbing, inDelhi]) expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'pending', partnerId: null });
  });

  it('refuses a booking that has no location (made before addresses were geocoded): no partner is offered', async () => {
    const line = await pendingLine(electrician, null);

    expect(await partnersFor(line)).toEqual([]);
    const response = await asAdmin('POST', `bookings/lines/${line}/allocate`, { partner_id: ravi });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking has no location yet. Ask the customer for a locality or PIN code before allocating it.');
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'pending', partnerId: null });
  });

  it('of two allocations racing to two partners, exactly one wins and the row names the winner', async () => {
    const line = await pendingLine();
    const rival = (await partnersFor(line)).find((partner) => partner.id !== ravi)!;

    const responses = await Promise.all([ravi, rival.id].map((partnerId) => asAdmin('POST', `bookings/lines/${line}/allocate`, { partner_id: partnerId })));
    const statuses = responses.map((response) => response.statusCode);
    expect([...statuses].sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe('This booking is assigned and cannot be allocated.');
    const winner = statuses[0] === 200 ? ravi : rival.id;
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'assigned', partnerId: winner });
  });
});

describe('cancelling and approving as ops', () => {
  it('cancels a line not yet done, owing the price back when the booking was paid', async () => {
    const paid = await pendingLine(electrician, places.chennai, true);
    const unpaid = await pendingLine();

    const response = await asAdmin('POST', `bookings/lines/${paid}/cancel`);
    expect(response.json()).toEqual({ status: 200, message: 'Booking cancelled.', data: { refund_amount: 1200 } });
    expect(await lineRow(testApp.db, paid)).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', refundAmount: 1200 });
    expect((await asAdmin('POST', `bookings/lines/${unpaid}/cancel`)).json().data).toEqual({ refund_amount: 0 });
    const again = await asAdmin('POST', `bookings/lines/${paid}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is cancelled and cannot be cancelled.');
  });

  it('tells the customer and the partner of an unpaid line ops cancel, in the app and by SMS', async () => {
    const { bookingId, lineIds } = await insertBooking(testApp.db, { userId: customerId, paymentStatus: 'pending', lines: [{ serviceId: electrician, status: 'assigned', partnerId: ravi }] });
    await queuedTextsToEach(testApp.db, sms, [customerId, ravi]);

    expect((await asAdmin('POST', `bookings/lines/${lineIds[0]}/cancel`)).json().data).toEqual({ refund_amount: 0 });
    const ref = reference(bookingId);
    expect((await toldTo(testApp.db, customerId))[0]).toEqual({ kind: 'booking_cancelled', message: `ServeNear has cancelled Electrician (${ref}).` });
    expect((await toldTo(testApp.db, ravi))[0]).toEqual({ kind: 'job_cancelled', message: `Electrician (${ref}) has been cancelled by ServeNear.` });
    expect(await queuedTextsToEach(testApp.db, sms, [customerId, ravi])).toEqual([
      [`ServeNear has cancelled Electrician (${ref}). See it at http://localhost:8080/cancel-booking.`],
      [`ServeNear: Electrician (${ref}) has been cancelled by ServeNear. Do not go to the address.`],
    ]);
  });

  it('tells the customer of a paid line ops cancel, and of the refund', async () => {
    const { bookingId, lineIds } = await insertBooking(testApp.db, { userId: customerId, paymentStatus: 'paid', lines: [{ serviceId: electrician, price: 1800 }] });
    await asAdmin('POST', `bookings/lines/${lineIds[0]}/cancel`);
    const ref = reference(bookingId);
    expect((await toldTo(testApp.db, customerId)).slice(0, 2)).toEqual([
      { kind: 'refund_recorded', message: `Refund of ₹1,800 for ${ref} initiated.` },
      { kind: 'booking_cancelled', message: `ServeNear has cancelled Electrician (${ref}).` },
    ]);
  });

  it('approves a completed line once, and nothing else', async () => {
    const { lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      lines: [{ serviceId: electrician, partnerId: ravi, status: 'completed', completedAt: new Date() }, { serviceId: electrician, partnerId: ravi, status: 'confirmed' }],
    });
    const [completed, started] = lineIds as [number, number];

    expect((await asAdmin('POST', `bookings/lines/${completed}/approve`)).json()).toEqual({ status: 200, message: 'Booking approved.' });
    expect((await lineRow(testApp.db, completed)).approvedAt).toBeInstanceOf(Date);
    const again = await asAdmin('POST', `bookings/lines/${completed}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This service is already approved.');
    const early = await asAdmin('POST', `bookings/lines/${started}/approve`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This booking is confirmed and cannot be approved.');
    expect((await asAdmin('POST', `bookings/lines/${completed}/cancel`)).statusCode).toBe(409);
  });
});
