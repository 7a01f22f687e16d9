import { and, eq, inArray } from 'drizzle-orm';
import { manualClock, signUpVerified } from '../../../test/accounts';
import { bookingLines, notifications } from '../../db/schema';
import { reference } from '../notifications/testNotifications';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { advanceLine, bookThroughCart, call, demoPartnerId, lineRow, linesOf, markPaid, serviceIdNamed } from './testKit';

let testApp: TestApp;
const time = manualClock();
let electrician: number;
let plumber: number;
let partnerId: number;

beforeAll(async () => {
  // Every test signs a customer up, more than the hourly allowance of one address.
  testApp = await createTestApp({ clock: time.clock, env: { REGISTRATIONS_PER_HOUR: '100' } });
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
  plumber = await serviceIdNamed(testApp.db, 'Plumber');
  partnerId = await demoPartnerId(testApp.app);
});
afterAll(() => testApp.close());

/** A customer with one booking of two lines: Electrician 2 hours (₹1,300) and Plumber 1 day (₹3,300). */
async function customerWithBooking() {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const bookingId = await bookThroughCart(testApp.app, customer.token, [
    { serviceId: electrician, serviceMethod: 'hour', workingDuration: 2 },
    { serviceId: plumber, serviceMethod: 'day', workingDuration: 1 },
  ]);
  const [first, second] = (await linesOf(testApp.db, bookingId)).map((line) => line.id) as [number, number];
  return { ...customer, bookingId, lineIds: [first, second] as const };
}

const cancel = (token: string, bookingId: unknown) => call(testApp.app, token, 'POST', 'cancelbooking', { bookingId });
const approve = (token: string, id: unknown) => call(testApp.app, token, 'POST', 'service/statusupdate', { id });

describe('POST user/cancelbooking', () => {
  it('cancels one pending line: cancel date, cancelled by the user, no refund when unpaid', async () => {
    const customer = await customerWithBooking();
    const [line, other] = customer.lineIds;

    const reply = await cancel(customer.token, String(line));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 200, message: 'Booking canceled successfully!' });
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'cancelled', cancelledBy: 'user', cancelledAt: time.clock(), refundAmount: 0 });
    expect((await lineRow(testApp.db, other)).status).toBe('pending');

    const again = await cancel(customer.token, line);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is cancelled and cannot be cancelled.');
  });

  it('refunds the line’s price when the booking is paid', async () => {
    const customer = await customerWithBooking();
    await markPaid(testApp.db, customer.bookingId);

    expect((await cancel(customer.token, customer.lineIds[1])).status).toBe(200);
    expect(await lineRow(testApp.db, customer.lineIds[1])).toMatchObject({ status: 'cancelled', cancelledBy: 'user', refundAmount: 3300 });
  });

  it('cancels a line with a partner assigned (pending to the customer, customer §4 §6): the partner is told, the refund is whole more than 4 hours ahead', async () => {
    const customer = await customerWithBooking();
    await markPaid(testApp.db, customer.bookingId);
    await advanceLine(testApp.db, customer.lineIds[1], 'assigned', partnerId);

    const reply = await cancel(customer.token, customer.lineIds[1]);
    expect(reply.status).toBe(200);
    expect(await lineRow(testApp.db, customer.lineIds[1])).toMatchObject({ status: 'cancelled', cancelledBy: 'user', refundAmount: 3300, partnerId });
    const partnerFeed = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, partnerId), eq(notifications.lineId, customer.lineIds[1])));
    expect(partnerFeed.map((row) => [row.kind, row.message])).toEqual([
      ['job_cancelled', `Plumber (${reference(customer.bookingId)}) has been cancelled by the customer.`],
    ]);
  });

  it('keeps the policy’s late fee (₹100 or 10 %, the lower) when an assigned line is cancelled within 4 hours of its start', async () => {
    const customer = await customerWithBooking();
    await markPaid(testApp.db, customer.bookingId);
    const [electricianLine, plumberLine] = customer.lineIds;
    // The clock is 15:30 in India on 1 March; the slots start at 17:00 that day (1 h 30 ahead).
    await testApp.db.update(bookingLines).set({ serviceDate: '2026-03-01', serviceTime: '17:00' }).where(inArray(bookingLines.id, [electricianLine, plumberLine]));
    await advanceLine(testApp.db, plumberLine, 'assigned', partnerId);

    expect((await cancel(customer.token, plumberLine)).status).toBe(200);
    expect((await lineRow(testApp.db, plumberLine)).refundAmount).toBe(3300 - 100);
    // No partner held the other line yet: nothing is kept.
    expect((await cancel(customer.token, electricianLine)).status).toBe(200);
    expect((await lineRow(testApp.db, electricianLine)).refundAmount).toBe(1300);
  });

  it('answers 409 for a started or completed line and leaves it as it was', async () => {
    const customer = await customerWithBooking();
    const [confirmed, completed] = customer.lineIds;
    await advanceLine(testApp.db, confirmed, 'confirmed', partnerId);
    await advanceLine(testApp.db, completed, 'completed', partnerId);

    for (const [lineId, status] of [[confirmed, 'confirmed'], [completed, 'completed']] as const) {
      const before = await lineRow(testApp.db, lineId);
      const reply = await cancel(customer.token, lineId);
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ status: 409, errors: {}, message: `This booking is ${status} and cannot be cancelled.` });
      expect(await lineRow(testApp.db, lineId)).toEqual(before);
    }
  });

  it('answers 404 for another customer’s line or no line at all', async () => {
    const owner = await customerWithBooking();
    const stranger = await signUpVerified(testApp.app, testApp.db);
    for (const bookingId of [owner.lineIds[0], 999999, 2147483647]) {
      const reply = await cancel(stranger.token, bookingId);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ status: 404, errors: {}, message: 'Booking not found.' });
    }
    expect((await lineRow(testApp.db, owner.lineIds[0])).status).toBe('pending');
  });

  it('answers 422 for a malformed line id, and changes nothing', async () => {
    const customer = await customerWithBooking();
    for (const bookingId of ['abc', undefined, 0, 2 ** 31, 'x'.repeat(100)]) {
      const reply = await cancel(customer.token, bookingId);
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ status: 422, errors: { bookingId: ['Must be a positive whole number.'] } });
    }
    expect((await lineRow(testApp.db, customer.lineIds[0])).status).toBe('pending');
  });
});

describe('POST user/service/statusupdate', () => {
  it('approves a completed line once', async () => {
    const customer = await customerWithBooking();
    const [line] = customer.lineIds;
    await advanceLine(testApp.db, line, 'completed', partnerId);

    const reply = await approve(customer.token, line);
    expect(reply.body).toEqual({ status: 200, message: 'Service approved successfully.' });
    expect(await lineRow(testApp.db, line)).toMatchObject({ status: 'completed', approvedAt: time.clock() });

    time.advance(60);
    const again = await approve(customer.token, line);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This service is already approved.');
    expect((await lineRow(testApp.db, line)).approvedAt).toEqual(new Date(time.clock().getTime() - 60_000));
  });

  it('answers 409 before the work is completed and 404 for another customer’s line', async () => {
    const owner = await customerWithBooking();
    const stranger = await signUpVerified(testApp.app, testApp.db);
    const [pending, completed] = owner.lineIds;
    await advanceLine(testApp.db, completed, 'completed', partnerId);

    const early = await approve(owner.token, pending);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This booking is pending and cannot be approved.');

    const foreign = await approve(stranger.token, completed);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Booking not found.');
    expect((await lineRow(testApp.db, completed)).approvedAt).toBeNull();
  });
});
