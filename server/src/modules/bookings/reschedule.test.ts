import { and, eq } from 'drizzle-orm';
import { bearer, demo, login, manualClock, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bookingLines, notifications } from '../../db/schema';
import { reference } from '../notifications/testNotifications';
import { advanceLine, bookThroughCart, call, demoPartnerId, lineRow, linesOf, SOON, serviceIdNamed } from './testKit';

/** Issue 37 'Reschedule': the customer moves a line; once a partner holds it, the partner answers. */

let testApp: TestApp;
// 2026-03-01 10:00 UTC: 15:30 in India; the booking window runs to 2026-04-01.
const time = manualClock();
let electrician: number;
let partnerId: number;
let partnerToken: string;

beforeAll(async () => {
  // Every test signs a customer up, more than the hourly allowance of one address.
  testApp = await createTestApp({ clock: time.clock, env: { REGISTRATIONS_PER_HOUR: '100' } });
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
  partnerId = await demoPartnerId(testApp.app);
  partnerToken = (await login(testApp.app, 'employee', demo.partner)).token;
});
afterAll(() => testApp.close());

/** A customer with one Electrician line, 2 hours on SOON at 10:30. */
async function customerWithLine() {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const bookingId = await bookThroughCart(testApp.app, customer.token, [{ serviceId: electrician, serviceMethod: 'hour', workingDuration: 2 }]);
  const [line] = await linesOf(testApp.db, bookingId);
  return { ...customer, bookingId, lineId: line!.id };
}

const reschedule = (token: string, body: object) => call(testApp.app, token, 'POST', 'booking/reschedule', body);

async function answer(token: string, bookingId: unknown, decision: unknown) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/employee/booking/reschedule', payload: { bookingId, decision }, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
}

async function partnerJob(lineId: number) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/employee/yourbookings', headers: bearer(partnerToken) });
  return (response.json().data as Array<{ id: number; service_date: string; service_time: string; reschedule_request: unknown }>).find((row) => row.id === lineId);
}

async function notificationsAbout(userId: number, lineId: number) {
  const rows = await testApp.db
    .select({ kind: notifications.kind, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.lineId, lineId)))
    .orderBy(notifications.id);
  return rows.map((row) => [row.kind, row.message]);
}

async function customerLine(token: string, bookingId: number) {
  const reply = await call(testApp.app, token, 'GET', `getbooking/${bookingId}`);
  return reply.body.data.details[0];
}

describe('POST user/booking/reschedule before a partner is assigned', () => {
  it('moves the line to the new slot at once; its price and duration stay', async () => {
    const customer = await customerWithLine();
    const before = await lineRow(testApp.db, customer.lineId);

    const reply = await reschedule(customer.token, { lineId: customer.lineId, preferredDate: '2026-03-20', preferredTime: '16:00' });
    expect(reply.body).toEqual({ status: 200, message: 'Your booking has been rescheduled.', data: { outcome: 'moved' } });
    expect(await lineRow(testApp.db, customer.lineId)).toMatchObject({
      status: 'pending',
      serviceDate: '2026-03-20',
      serviceTime: '16:00',
      price: before.price,
      duration: before.duration,
      rescheduleStatus: null,
    });
    expect(await customerLine(customer.token, customer.bookingId)).toMatchObject({ service_date: '2026-03-20', service_time: '16:00', reschedule: null });
  });

  it.each([
    ['a past date', { preferredDate: '2026-02-28', preferredTime: '10:00' }, { preferredDate: ['Date cannot be in the past.'] }],
    ['a date past the booking window', { preferredDate: '2026-04-02', preferredTime: '10:00' }, { preferredDate: ['Bookings open at most one month ahead.'] }],
    ['a time already gone today', { preferredDate: '2026-03-01', preferredTime: '15:00' }, { preferredTime: ['Time cannot be in the past.'] }],
    ['a malformed time', { preferredDate: '2026-03-20', preferredTime: '25:00' }, { preferredTime: ['Preferred time is required'] }],
    ['no date', { preferredTime: '10:00' }, { preferredDate: ['Preferred date is required'] }],
    ['the same slot', { preferredDate: SOON, preferredTime: '10:30' }, { preferredTime: ['Choose a different date or time.'] }],
  ])('refuses %s with 422 and leaves the line as it was', async (_name, slot, errors) => {
    const customer = await customerWithLine();
    const before = await lineRow(testApp.db, customer.lineId);
    const reply = await reschedule(customer.token, { lineId: customer.lineId, ...slot });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual(errors);
    expect(await lineRow(testApp.db, customer.lineId)).toEqual(before);
  });

  it('accepts the last day of the window and a later time today', async () => {
    const customer = await customerWithLine();
    expect((await reschedule(customer.token, { lineId: customer.lineId, preferredDate: '2026-04-01', preferredTime: '09:00' })).status).toBe(200);
    expect((await reschedule(customer.token, { lineId: customer.lineId, preferredDate: '2026-03-01', preferredTime: '18:00' })).status).toBe(200);
    expect(await lineRow(testApp.db, customer.lineId)).toMatchObject({ serviceDate: '2026-03-01', serviceTime: '18:00' });
  });

  it('answers 404 for another customer’s line, and refuses a partner', async () => {
    const owner = await customerWithLine();
    const stranger = await signUpVerified(testApp.app, testApp.db);
    const slot = { lineId: owner.lineId, preferredDate: '2026-03-20', preferredTime: '16:00' };
    const foreign = await reschedule(stranger.token, slot);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Booking not found.');
    expect((await reschedule(partnerToken, slot)).status).toBe(403);
    expect((await lineRow(testApp.db, owner.lineId)).serviceDate).toBe(SOON);
  });

  it('answers 409 once work has started or the line is cancelled', async () => {
    const customer = await customerWithLine();
    await advanceLine(testApp.db, customer.lineId, 'confirmed', partnerId);
    const reply = await reschedule(customer.token, { lineId: customer.lineId, preferredDate: '2026-03-20', preferredTime: '16:00' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('This booking is confirmed and cannot be rescheduled.');
  });
});

describe('a reschedule after a partner is assigned', () => {
  async function assignedWithRequest() {
    const customer = await customerWithLine();
    await advanceLine(testApp.db, customer.lineId, 'assigned', partnerId);
    const reply = await reschedule(customer.token, { lineId: customer.lineId, preferredDate: '2026-03-12', preferredTime: '11:00' });
    return { ...customer, reply };
  }

  it('becomes a request: the slot stays, the partner is told and sees it on the job, the customer sees it pending', async () => {
    const customer = await assignedWithRequest();
    expect(customer.reply.body).toEqual({ status: 200, message: 'Your request has been sent to your partner.', data: { outcome: 'requested' } });
    expect(await lineRow(testApp.db, customer.lineId)).toMatchObject({ serviceDate: SOON, serviceTime: '10:30', rescheduleStatus: 'requested' });
    expect(await notificationsAbout(partnerId, customer.lineId)).toContainEqual([
      'reschedule_requested',
      `The customer asks to move Electrician (${reference(customer.bookingId)}) to 12 Mar 2026, 11:00 AM: please accept or decline.`,
    ]);
    expect(await partnerJob(customer.lineId)).toMatchObject({
      service_date: SOON,
      reschedule_request: { service_date: '2026-03-12', service_time: '11:00', status: 'requested' },
    });
    expect((await customerLine(customer.token, customer.bookingId)).reschedule).toMatchObject({ status: 'requested', service_date: '2026-03-12' });

    const again = await reschedule(customer.token, { lineId: customer.lineId, preferredDate: '2026-03-13', preferredTime: '11:00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A reschedule request is already waiting for your partner.');
  });

  it('accepted: the slot changes, a start code for the old day is dropped, the customer is told', async () => {
    const customer = await assignedWithRequest();
    await testApp.db.update(bookingLines).set({ startCodeNonce: 'n', startCodeExpiresAt: time.clock() }).where(eq(bookingLines.id, customer.lineId));

    const reply = await answer(partnerToken, customer.lineId, 'accept');
    expect(reply.body).toEqual({ status: 200, message: 'Reschedule accepted: the job has moved to the new slot.' });
    expect(await lineRow(testApp.db, customer.lineId)).toMatchObject({
      status: 'assigned',
      serviceDate: '2026-03-12',
      serviceTime: '11:00',
      rescheduleStatus: 'accepted',
      rescheduleDecidedAt: time.clock(),
      startCodeNonce: null,
    });
    const customerId = (await testApp.db.select().from(notifications).where(eq(notifications.lineId, customer.lineId))).find((row) => row.kind === 'reschedule_accepted')?.userId;
    expect(customerId).toBeDefined();
    expect(await notificationsAbout(customerId!, customer.lineId)).toContainEqual([
      'reschedule_accepted',
      `Your partner accepted your reschedule: Electrician (${reference(customer.bookingId)}) is now on 12 Mar 2026, 11:00 AM.`,
    ]);
    expect((await customerLine(customer.token, customer.bookingId)).reschedule).toMatchObject({ status: 'accepted' });
  });

  it('declined: the slot stays and the customer is told; the customer may ask again', async () => {
    const customer = await assignedWithRequest();
    const reply = await answer(partnerToken, String(customer.lineId), 'decline');
    expect(reply.body).toEqual({ status: 200, message: 'Reschedule declined: the job keeps its slot.' });
    expect(await lineRow(testApp.db, customer.lineId)).toMatchObject({ serviceDate: SOON, serviceTime: '10:30', rescheduleStatus: 'declined' });
    const messages = (await testApp.db.select().from(notifications).where(eq(notifications.lineId, customer.lineId))).map((row) => row.message);
    expect(messages).toContain(`Your partner could not take Electrician (${reference(customer.bookingId)}) on the new slot: it stays on 5 Mar 2026, 10:30 AM.`);

    expect((await reschedule(customer.token, { lineId: customer.lineId, preferredDate: '2026-03-14', preferredTime: '12:00' })).body.data).toEqual({ outcome: 'requested' });
  });

  it('two answers at once: one wins, the other gets 409; a later answer finds nothing waiting', async () => {
    const customer = await assignedWithRequest();
    const replies = await Promise.all([answer(partnerToken, customer.lineId, 'accept'), answer(partnerToken, customer.lineId, 'decline')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body.message).toBe('There is no reschedule request waiting on this job.');
    const decided = (await testApp.db.select().from(notifications).where(eq(notifications.lineId, customer.lineId))).filter((row) => row.kind.startsWith('reschedule_') && row.kind !== 'reschedule_requested');
    expect(decided).toHaveLength(1);
  });

  it('only the partner holding the job answers; a wrong decision is 422', async () => {
    const customer = await assignedWithRequest();
    const other = await signUpVerified(testApp.app, testApp.db);
    expect((await answer(other.token, customer.lineId, 'accept')).status).toBe(403);
    const invalid = await answer(partnerToken, customer.lineId, 'maybe');
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ decision: ['Decision must be accept or decline.'] });
    expect((await lineRow(testApp.db, customer.lineId)).rescheduleStatus).toBe('requested');
  });

  it('a job started before the answer can no longer move', async () => {
    const customer = await assignedWithRequest();
    await testApp.db.update(bookingLines).set({ status: 'confirmed', startedAt: time.clock() }).where(eq(bookingLines.id, customer.lineId));
    const reply = await answer(partnerToken, customer.lineId, 'accept');
    expect(reply.status).toBe(409);
    expect((await lineRow(testApp.db, customer.lineId)).serviceDate).toBe(SOON);
  });
});
