import { and, eq } from 'drizzle-orm';
import { indianDate } from '@servenear/shared/domain';
import { bookings, notifications, opsAudit, partnerCancellations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, freshMobile, login, manualClock } from '../../../test/accounts';
import { toldTo } from '../enquiries/opsTestKit';
import { reference } from '../notifications/testNotifications';
import { accountId, capturingSms, insertBooking, lineRow, places, serviceIdNamed } from '../partner/bookings/testBookings';

/*
 * Issue 39: the console's Bookings queue on the server — the search, one line with its history,
 * the partners offered with their record and load, and re-assignment.
 */

const RADIUS_KM = 20;
const time = manualClock(new Date('2026-03-10T04:00:00Z'));
const sms = capturingSms();
let testApp: TestApp;
let adminToken: string;
let supportToken: string;
let financeToken: string;
let customerId: number;
let ravi: number;
let raviToken: string;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp({ sms: sms.provider, clock: time.clock, env: { NEAR_RADIUS_KM: String(RADIUS_KM) } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  supportToken = (await login(testApp.app, 'admin', demo.support)).token;
  const finance = await testApp.app.inject({ method: 'POST', url: '/api/admin/ops-members', headers: bearer(adminToken), payload: { name: 'Farah Khan', mobile: freshMobile(), roles: ['finance'] } });
  financeToken = (await login(testApp.app, 'admin', { mobile: finance.json().data.mobile, password: finance.json().data.temporary_password })).token;
  customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  raviToken = (await login(testApp.app, 'employee', demo.partner)).token;
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const asSupport = (method: 'GET' | 'POST', url: string, payload?: object) => call(supportToken, method, url, payload);

/** A booking of one line for a customer with this name and number. */
async function bookingFor(name: string, mobile: string, line: Record<string, unknown> = {}, paid = false) {
  const { bookingId, lineIds } = await insertBooking(testApp.db, { userId: customerId, paymentStatus: paid ? 'paid' : 'pending', lines: [{ serviceId: electrician, ...line }] });
  // Booked an hour before the test's clock, as the steps that follow are stamped by it.
  await testApp.db.update(bookings).set({ name, mobile, createdAt: new Date(time.clock().getTime() - 3_600_000) }).where(eq(bookings.id, bookingId));
  return { bookingId, lineId: lineIds[0]! };
}

type Row = { line_id: number; reference: string; price: number; customer_name: string; status: string };
const search = async (query: string) => {
  const response = await asSupport('GET', `bookings/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Row[]; total: number; page: number; per_page: number };
};
const idsOf = (page: { data: Row[] }) => page.data.map((row) => row.line_id);

describe('searching booking lines', () => {
  it('finds a line by any part of the mobile, the last digits, +91 or a leading 0, and by name in any case', async () => {
    const { lineId, bookingId } = await bookingFor('Zubin Quasarwala', '9123400077', { price: 900 });
    await bookingFor('Someone Else', '9000111222');

    for (const q of ['9123400077', '400077', '0077', '+91 91234 00077', '09123400077', '12340']) expect(idsOf(await search(`q=${encodeURIComponent(q)}`))).toContain(lineId);
    for (const q of ['quasar', 'ZUBIN', 'bin quas']) expect(idsOf(await search(`q=${encodeURIComponent(q)}`))).toEqual([lineId]);
    expect((await search('q=quasar')).data[0]).toEqual({
      line_id: lineId,
      booking_id: bookingId,
      reference: reference(bookingId),
      service_name: 'Electrician',
      service_date: '2026-03-10',
      service_time: '10:00',
      price: 900,
      status: 'pending',
      approved: false,
      payment_status: 'pending',
      customer_name: 'Zubin Quasarwala',
      customer_mobile: '9123400077',
      partner_id: null,
      partner_name: null,
      booked_at: expect.any(String),
    });
    // A LIKE wildcard typed is taken literally.
    expect((await search('q=%25')).total).toBe(0);
  });

  it('finds a booking by its reference with or without the prefix, in any case', async () => {
    const { lineId, bookingId } = await bookingFor('Reference Person', '9555500011');
    for (const q of [reference(bookingId), reference(bookingId).toLowerCase(), `SN${bookingId}`, `sn ${bookingId}`]) {
      expect(idsOf(await search(`q=${encodeURIComponent(q)}`))).toEqual([lineId]);
    }
    // Bare digits find the booking number too (and any mobile holding them).
    expect(idsOf(await search(`q=${bookingId}`))).toContain(lineId);
  });

  it('filters by status and payment, sorts either way by price, and pages with the total', async () => {
    const mobile = '9777700000';
    const made = [];
    for (const [price, status] of [[500, 'pending'], [1500, 'assigned'], [1000, 'pending']] as const) {
      made.push((await bookingFor('Sort Tester', mobile, { price, status, partnerId: status === 'assigned' ? ravi : null }, price === 1000)).lineId);
    }
    expect(idsOf(await search(`q=${mobile}&sort=price`))).toEqual([made[0], made[2], made[1]]);
    expect(idsOf(await search(`q=${mobile}&sort=-price`))).toEqual([made[1], made[2], made[0]]);
    expect(idsOf(await search(`q=${mobile}&status=pending&sort=price`))).toEqual([made[0], made[2]]);
    expect(idsOf(await search(`q=${mobile}&payment=paid`))).toEqual([made[2]]);
    const second = await search(`q=${mobile}&sort=price&per_page=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(idsOf(second)).toEqual([made[1]]);
    expect((await search(`q=${mobile}&sort=-booked_at`)).total).toBe(3);
  });

  it('refuses an unknown sort, status or page size with a clear 422', async () => {
    const sort = await asSupport('GET', 'bookings/search?sort=customer');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.sort).toEqual(['sort must be one of service_date, booked_at, price or status, with a leading - for descending (e.g. -booked_at).']);
    expect((await asSupport('GET', 'bookings/search?status=sleeping')).statusCode).toBe(422);
    expect((await asSupport('GET', 'bookings/search?per_page=500')).statusCode).toBe(422);
  });

  it('is refused to a member without bookings.read (finance), and to customers', async () => {
    expect((await call(financeToken, 'GET', 'bookings/search?q=1')).statusCode).toBe(403);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await call(customer.token, 'GET', 'bookings/search')).statusCode).toBe(403);
  });
});

type Partner = { id: number; name: string; distance_km: number; cancellations_90d: number; jobs_that_day: number; latitude: number; longitude: number; current: boolean };
const partnersFor = async (line: number) => (await asSupport('GET', `bookings/lines/${line}/partners`)).json().data as Partner[];

describe('partners offered for a line', () => {
  it('carry their cancellations of the last 90 days, their jobs on the booking’s day and their nearest place; the holder is marked', async () => {
    const { lineId } = await bookingFor('Load Person', '9666600001', { serviceDate: '2026-04-02', status: 'assigned', partnerId: ravi, assignedAt: time.clock() });
    await insertBooking(testApp.db, { userId: customerId, lines: [{ serviceId: electrician, serviceDate: '2026-04-02', status: 'assigned', partnerId: ravi }, { serviceId: electrician, serviceDate: '2026-04-03', status: 'assigned', partnerId: ravi }] });
    const old = new Date(time.clock().getTime() - 100 * 86_400_000);
    await testApp.db.insert(partnerCancellations).values([
      { lineId, partnerId: ravi, reason: 'Ill', cancelledAt: time.clock() },
      { lineId, partnerId: ravi, reason: 'Long ago', cancelledAt: old },
    ]);

    const offered = await partnersFor(lineId);
    const raviRow = offered.find((partner) => partner.id === ravi)!;
    expect(raviRow).toMatchObject({ cancellations_90d: 1, jobs_that_day: 1, current: true });
    expect(Math.abs(raviRow.latitude - places.chennai.latitude)).toBeLessThan(1);
    expect(offered.filter((partner) => partner.current)).toHaveLength(1);
    const distances = offered.map((partner) => partner.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('re-assigning a line', () => {
  it('moves an assigned line to another partner, tells all three, audits the reason, and shows in the history', async () => {
    const { lineId, bookingId } = await bookingFor('Meera Iyer', '9444400012');
    expect((await asSupport('POST', `bookings/lines/${lineId}/allocate`, { partner_id: ravi })).statusCode).toBe(200);
    const rival = (await partnersFor(lineId)).find((partner) => partner.id !== ravi)!;

    const response = await asSupport('POST', `bookings/lines/${lineId}/reassign`, { partner_id: rival.id, reason: 'Ravi is unwell today' });
    expect(response.json()).toEqual({ status: 200, message: 'Booking re-assigned.', data: { partner_id: rival.id, previous_partner_id: ravi } });
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'assigned', partnerId: rival.id });
    const ref = reference(bookingId);
    expect((await toldTo(testApp.db, ravi))[0]).toEqual({ kind: 'job_withdrawn', message: `Electrician (${ref}) has been given to another partner: you no longer have this job.` });
    expect((await toldTo(testApp.db, rival.id))[0]).toEqual({ kind: 'job_allocated', message: `You have a new job: Electrician (${ref}).` });
    expect((await toldTo(testApp.db, customerId))[0]).toEqual({ kind: 'partner_assigned', message: `${rival.name} has been assigned to Electrician (${ref}).` });
    const [audit] = await testApp.db.select().from(opsAudit).where(and(eq(opsAudit.subject, `booking-line:${lineId}`), eq(opsAudit.action, 'booking-line.reassign')));
    expect(audit).toMatchObject({ reason: 'Ravi is unwell today', actorLabel: 'Meena (support)', details: expect.objectContaining({ previous_partner_id: ravi }) });

    const detail = (await asSupport('GET', `bookings/lines/${lineId}`)).json().data;
    expect(detail).toMatchObject({ line_id: lineId, reference: ref, status: 'assigned', partner: { id: rival.id, name: rival.name }, customer: { name: 'Meera Iyer', mobile: '9444400012' }, near_radius_km: RADIUS_KM });
    const steps = (detail.history as Array<{ kind: string; title: string; detail: string | null }>).map((step) => [step.kind, step.title]);
    expect(steps[0]).toEqual(['booked', 'Booked by Meera Iyer']);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['allocated', 'Allocated to Ravi Kumar'],
        ['withdrawn', 'Taken from Ravi Kumar'],
        ['allocated', `Allocated to ${rival.name}`],
        ['ops', 'Re-assigned by Meena (support)'],
        ['ops', 'Allocated by Meena (support)'],
        // The customer's account is Asha's; the booking was made in Meera's name.
        ['notification', 'Told Asha Verma (customer)'],
      ]),
    );
    expect(detail.history.find((step: { title: string }) => step.title.startsWith('Re-assigned')).detail).toBe('Ravi is unwell today');
  });

  it('refuses the same partner (409), a line not assigned or started (409), no reason (422), and a member without bookings.allocate (403)', async () => {
    const assigned = (await bookingFor('Refusal Person', '9333300001', { status: 'assigned', partnerId: ravi })).lineId;
    const pending = (await bookingFor('Refusal Person', '9333300001')).lineId;
    const started = (await bookingFor('Refusal Person', '9333300001', { status: 'confirmed', partnerId: ravi })).lineId;
    const rival = (await partnersFor(assigned)).find((partner) => partner.id !== ravi)!;
    const reason = 'Customer asked';

    const same = await asSupport('POST', `bookings/lines/${assigned}/reassign`, { partner_id: ravi, reason });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('This partner already has this booking: choose another partner.');
    for (const line of [pending, started]) {
      const refused = await asSupport('POST', `bookings/lines/${line}/reassign`, { partner_id: rival.id, reason });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Only a booking assigned to a partner and not started can be re-assigned.');
    }
    const noReason = await asSupport('POST', `bookings/lines/${assigned}/reassign`, { partner_id: rival.id });
    expect(noReason.json().errors).toEqual({ reason: ['Please give a reason of 3 to 300 characters.'] });
    expect((await call(financeToken, 'POST', `bookings/lines/${assigned}/reassign`, { partner_id: rival.id, reason })).statusCode).toBe(403);
    expect((await call(financeToken, 'GET', `bookings/lines/${assigned}`)).statusCode).toBe(403);
    expect((await asSupport('POST', 'bookings/lines/999999/reassign', { partner_id: rival.id, reason })).statusCode).toBe(404);
    expect(await lineRow(testApp.db, assigned)).toMatchObject({ status: 'assigned', partnerId: ravi });
  });

  it('of two ops re-assigning one line at once, exactly one wins; the other gets a 409', async () => {
    const { lineId } = await bookingFor('Race Person', '9222200001', { status: 'assigned', partnerId: ravi });
    const rival = (await partnersFor(lineId)).find((partner) => partner.id !== ravi)!;

    // Both read Ravi as the holder; the update is conditional on him, so the second finds the line moved.
    const responses = await Promise.all(
      [supportToken, adminToken].map((token) => call(token, 'POST', `bookings/lines/${lineId}/reassign`, { partner_id: rival.id, reason: 'Racing' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect([...statuses].sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!.json();
    expect(['Someone else changed this booking meanwhile: look at it again to see who has it now.', 'This partner already has this booking: choose another partner.']).toContain(
      loser.message,
    );
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'assigned', partnerId: rival.id });
    const allocated = await testApp.db.select().from(notifications).where(and(eq(notifications.lineId, lineId), eq(notifications.kind, 'job_allocated')));
    expect(allocated.map((row) => row.userId)).toEqual([rival.id]);
  });

  it('keeps the customer’s start code: it works for whoever holds the line when it is entered, and not for a partner who no longer does', async () => {
    const { lineId } = await bookingFor('Code Person', '9111100001', { status: 'assigned', partnerId: ravi, serviceDate: indianDate(time.clock()) });
    await testApp.db.update(bookings).set({ mobile: demo.customer.mobile }).where(eq(bookings.id, (await lineRow(testApp.db, lineId)).bookingId));
    const asRavi = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/employee/${url}`, headers: bearer(raviToken), payload });
    expect((await asRavi('generate/otp', { bookingId: lineId })).statusCode).toBe(200);
    const code = sms.codeSentTo(demo.customer.mobile);
    const rival = (await partnersFor(lineId)).find((partner) => partner.id !== ravi)!;

    expect((await asSupport('POST', `bookings/lines/${lineId}/reassign`, { partner_id: rival.id, reason: 'Swap' })).statusCode).toBe(200);
    expect((await asRavi('verify/otp', { bookingId: lineId, otp: code })).statusCode).toBe(404);
    expect((await lineRow(testApp.db, lineId)).startCodeNonce).not.toBeNull();

    expect((await asSupport('POST', `bookings/lines/${lineId}/reassign`, { partner_id: ravi, reason: 'Swap back' })).statusCode).toBe(200);
    expect((await asRavi('verify/otp', { bookingId: lineId, otp: code })).json()).toEqual({ status: 200, message: 'OTP verified successfully!' });
  });
});

describe('one line with its history', () => {
  it('answers 404 for a line that does not exist and shows a cancellation with its refund', async () => {
    expect((await asSupport('GET', 'bookings/lines/999999')).statusCode).toBe(404);
    const { lineId } = await bookingFor('Cancel Person', '9888800001', {}, true);
    expect((await asSupport('GET', `bookings/lines/${lineId}`)).json().data.refund_if_cancelled).toBe(1200);
    expect((await asSupport('POST', `bookings/lines/${lineId}/cancel`)).statusCode).toBe(200);
    const detail = (await asSupport('GET', `bookings/lines/${lineId}`)).json().data;
    expect(detail).toMatchObject({ status: 'cancelled', cancelled_by: 'admin', refund_amount: 1200, refund_if_cancelled: 0 });
    const kinds = (detail.history as Array<{ kind: string; title: string }>).map((step) => step.kind);
    expect(kinds).toEqual(expect.arrayContaining(['booked', 'payment', 'cancelled', 'refund', 'ops', 'notification']));
  });
});
