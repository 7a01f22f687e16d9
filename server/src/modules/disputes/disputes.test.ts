import { eq } from 'drizzle-orm';
import { bookingLines, lineDisputes, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login, signUpVerified } from '../../../test/accounts';
import { accountId, insertBooking, lineRow, serviceIdNamed } from '../partner/bookings/testBookings';
import { feedOf, reference } from '../notifications/testNotifications';
import { smsTextOf } from '../notifications/smsTexts';
import { paymentCalls } from '../payments/testBookings';

/** Issue 37: a customer declines completed work with a reason; ops resolve the dispute. */

let testApp: TestApp;
let customer: { id: number; token: string };
let ravi: { id: number; token: string };
let adminToken: string;
let electrician: number;

beforeAll(async () => {
  testApp = await createTestApp();
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  customer = { id: await accountId(testApp.db, 'user', demo.customer.mobile), token: (await login(testApp.app, 'user', demo.customer)).token };
  ravi = { id: await accountId(testApp.db, 'employee', demo.partner.mobile), token: (await login(testApp.app, 'employee', demo.partner)).token };
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const decline = (lineId: number, reason: unknown, token = customer.token) => inject(token, 'POST', 'user/service/decline', { id: lineId, reason });
const resolve = (disputeId: number, body: object, token = adminToken) => inject(token, 'POST', `admin/disputes/${disputeId}/resolve`, body);
const openDisputes = async () => (await inject(adminToken, 'GET', 'admin/disputes')).json().data as Array<Record<string, unknown>>;

/** A line Ravi completed for the demo customer, not yet approved. */
async function completedLine({ paid = true, price = 1800, approved = false } = {}) {
  const { bookingId, lineIds } = await insertBooking(testApp.db, {
    userId: customer.id,
    paymentStatus: paid ? 'paid' : 'pending',
    lines: [{ serviceId: electrician, partnerId: ravi.id, status: 'completed', price, startedAt: new Date(), completedAt: new Date(), approvedAt: approved ? new Date() : null }],
  });
  return { bookingId, lineId: lineIds[0]! };
}

/** Declines the line and returns the open dispute's id. */
async function disputed(options?: Parameters<typeof completedLine>[0]) {
  const line = await completedLine(options);
  const response = await decline(line.lineId, 'The fan still does not work.');
  expect(response.statusCode).toBe(200);
  const [row] = await testApp.db.select({ id: lineDisputes.id }).from(lineDisputes).where(eq(lineDisputes.lineId, line.lineId));
  return { ...line, disputeId: row!.id };
}

const kindsFor = async (lineId: number) =>
  (await testApp.db.select({ userId: notifications.userId, kind: notifications.kind, message: notifications.message }).from(notifications).where(eq(notifications.lineId, lineId))).map(
    (row) => ({ ...row }),
  );

describe('the customer declines completed work', () => {
  it('asks for a reason, opens a dispute, and tells the customer and the partner', async () => {
    const { bookingId, lineId } = await completedLine();

    for (const reason of [undefined, '', '   ', 'bad', 'x'.repeat(501)]) {
      const refused = await decline(lineId, reason);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ reason: ['Please tell us why, in 5 to 500 characters.'] });
    }
    expect((await lineRow(testApp.db, lineId)).status).toBe('completed');

    const response = await decline(lineId, '  The fan still does not work.  ');
    expect(response.json()).toEqual({ status: 200, message: 'We have opened a dispute and will get back to you.' });
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'completed-issue', approvedAt: null, partnerId: ravi.id });

    const dispute = { reason: 'The fan still does not work.', outcome: null, refund_amount: 0, waived_amount: 0, note: null, resolved_at: null, opened_at: expect.any(String) };
    const completed = (await inject(customer.token, 'GET', 'user/completedbookings')).json().data as Array<Record<string, unknown>>;
    expect(completed.find((line) => line.id === lineId)).toMatchObject({ status: 'completed-issue', completed_status: 0, dispute });
    const partnerCompleted = (await inject(ravi.token, 'GET', 'employee/completedbookings')).json().data as Array<Record<string, unknown>>;
    expect(partnerCompleted.find((line) => line.id === lineId)).toMatchObject({ status: 'completed-issue', dispute });

    expect(await kindsFor(lineId)).toEqual([
      { userId: customer.id, kind: 'dispute_opened', message: `You declined Electrician (${reference(bookingId)}): we have opened a dispute and will get back to you.` },
      {
        userId: ravi.id,
        kind: 'work_disputed',
        message: `The customer declined your work on Electrician (${reference(bookingId)}): "The fan still does not work.". Our team will look into it.`,
      },
    ]);
    const partnerFeed = await feedOf(testApp.app, ravi.token, 'employee');
    expect(partnerFeed.notifications[0]).toMatchObject({ kind: 'work_disputed', link: '/employee-booking-completed' });

    const open = await openDisputes();
    expect(open.find((item) => item.line_id === lineId)).toMatchObject({
      booking_id: bookingId,
      reference: reference(bookingId),
      service_name: 'Electrician',
      line_status: 'completed-issue',
      price: 1800,
      paid_amount: 1800,
      owed_amount: 0,
      partner_id: ravi.id,
      reason: 'The fan still does not work.',
      outcome: null,
    });
  });

  it("refuses another customer's line (404), work not completed, approved or already disputed (409), changing nothing", async () => {
    const stranger = await signUpVerified(testApp.app, testApp.db);
    const { lineId } = await completedLine();
    const notYours = await decline(lineId, 'Not my booking at all.', stranger.token);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().message).toBe('Booking not found.');

    const { lineIds } = await insertBooking(testApp.db, { userId: customer.id, lines: [{ serviceId: electrician, partnerId: ravi.id, status: 'confirmed' }] });
    const started = await decline(lineIds[0]!, 'Work has only started.');
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('This booking is confirmed and cannot be declined.');

    const approved = await completedLine({ approved: true });
    const late = await decline(approved.lineId, 'Changed my mind later.');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This service is already approved.');

    // Two declines at once (a double tap): one opens the dispute, the other is told it is open.
    const [first, second] = await Promise.all([decline(lineId, 'The fan still does not work.'), decline(lineId, 'The fan still does not work.')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((reply) => reply.statusCode === 409)!.json().message).toBe('This service is already disputed: our team is looking into it.');
    expect(await testApp.db.select().from(lineDisputes).where(eq(lineDisputes.lineId, lineId))).toHaveLength(1);
    expect((await kindsFor(lineId)).map((row) => row.kind)).toEqual(['dispute_opened', 'work_disputed']);
    // The customer cannot approve it either once disputed.
    expect((await inject(customer.token, 'POST', 'user/service/statusupdate', { id: lineId })).statusCode).toBe(409);
  });

  it('is for customers only', async () => {
    const { lineId } = await completedLine();
    expect((await decline(lineId, 'Partner declining?', ravi.token)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/user/service/decline', payload: { id: lineId, reason: 'Anonymous' } })).statusCode).toBe(401);
  });
});

describe('ops resolve a dispute', () => {
  it('with a part refund of at most what was paid, recorded on the line, telling both sides', async () => {
    const { bookingId, lineId, disputeId } = await disputed({ price: 1800 });

    const over = await resolve(disputeId, { outcome: 'part_refund', amount: 1801 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ amount: ['A refund can be at most what was paid for this service (₹1,800).'] });
    for (const body of [{ outcome: 'part_refund' }, { outcome: 'part_refund', amount: 0 }, { outcome: 'part_refund', amount: 12.5 }]) {
      const refused = await resolve(disputeId, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ amount: ['Please give the refund in whole rupees, at least ₹1.'] });
    }
    expect((await resolve(disputeId, { outcome: 'full_refund', amount: 5 })).json().errors).toEqual({ amount: ['An amount goes with part_refund only.'] });
    expect((await resolve(disputeId, { outcome: 'refund' })).json().errors).toEqual({ outcome: ['Outcome must be one of redo_same, redo_other, part_refund, full_refund.'] });
    expect((await lineRow(testApp.db, lineId)).refundAmount).toBe(0);

    const done = await resolve(disputeId, { outcome: 'part_refund', amount: 600, note: 'Sorry about the fan.' });
    expect(done.json()).toEqual({ status: 200, message: 'Dispute resolved.', data: { refund_amount: 600, waived_amount: 0, line_status: 'completed-issue' } });
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'completed-issue', refundAmount: 600, waivedAmount: 0 });

    const outcome = { outcome: 'part_refund', refund_amount: 600, waived_amount: 0, note: 'Sorry about the fan.', resolved_at: expect.any(String) };
    const completed = (await inject(customer.token, 'GET', 'user/completedbookings')).json().data as Array<Record<string, unknown>>;
    expect(completed.find((line) => line.id === lineId)).toMatchObject({ status: 'completed-issue', dispute: outcome });
    const partnerCompleted = (await inject(ravi.token, 'GET', 'employee/completedbookings')).json().data as Array<Record<string, unknown>>;
    expect(partnerCompleted.find((line) => line.id === lineId)).toMatchObject({ dispute: outcome });

    const told = (await kindsFor(lineId)).slice(2);
    expect(told).toEqual([
      { userId: customer.id, kind: 'dispute_resolved', message: `Your dispute about Electrician (${reference(bookingId)}) is resolved: Part refund of ₹600. Sorry about the fan.` },
      { userId: ravi.id, kind: 'dispute_decided', message: `The dispute about Electrician (${reference(bookingId)}) is resolved: Part refund of ₹600. Sorry about the fan.` },
    ]);

    expect((await openDisputes()).some((item) => item.id === disputeId)).toBe(false);
    const resolved = (await inject(adminToken, 'GET', 'admin/disputes?status=resolved')).json().data as Array<Record<string, unknown>>;
    expect(resolved.find((item) => item.id === disputeId)).toMatchObject({ outcome: 'part_refund', refund_amount: 600, waived_amount: 0, paid_amount: 1800, owed_amount: 0 });
    expect((await inject(adminToken, 'GET', `admin/disputes/${disputeId}`)).json()).toEqual({
      status: 200,
      data: expect.objectContaining({ id: disputeId, line_id: lineId, reference: reference(bookingId), outcome: 'part_refund', refund_amount: 600, note: 'Sorry about the fan.' }),
    });

    const again = await resolve(disputeId, { outcome: 'full_refund' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute is already resolved.');
  });

  it('with a full refund of what was paid, telling both sides the same words', async () => {
    const paid = await disputed({ price: 1500 });
    expect((await resolve(paid.disputeId, { outcome: 'full_refund' })).json().data).toEqual({ refund_amount: 1500, waived_amount: 0, line_status: 'completed-issue' });
    expect(await lineRow(testApp.db, paid.lineId)).toMatchObject({ refundAmount: 1500, waivedAmount: 0 });
    expect((await kindsFor(paid.lineId)).slice(2).map((row) => row.message.split(': ').pop())).toEqual(['Full refund of ₹1,500.', 'Full refund of ₹1,500.']);
  });

  it('with a redo by the same partner: the job is his again, to start with a new code', async () => {
    const { lineId, disputeId } = await disputed();
    const done = await resolve(disputeId, { outcome: 'redo_same' });
    expect(done.json().data).toEqual({ refund_amount: 0, waived_amount: 0, line_status: 'assigned' });
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'assigned', partnerId: ravi.id, startedAt: null, completedAt: null, approvedAt: null, refundAmount: 0 });

    const open = (await inject(ravi.token, 'GET', 'employee/yourbookings')).json().data as Array<Record<string, unknown>>;
    expect(open.find((line) => line.id === lineId)).toMatchObject({ status: 'assigned', dispute: { outcome: 'redo_same', reason: 'The fan still does not work.' } });
    const customerOpen = (await inject(customer.token, 'GET', 'user/getbookings')).json().data as Array<{ details: Array<Record<string, unknown>> }>;
    expect(customerOpen.flatMap((booking) => booking.details).find((line) => line.id === lineId)).toMatchObject({ status: 'pending', dispute: { outcome: 'redo_same' } });
    expect((await kindsFor(lineId)).map((row) => `${row.kind}: ${row.message.split(': ').pop()}`).slice(2)).toEqual([
      'dispute_resolved: The work will be redone by the same partner.',
      'dispute_decided: The work will be redone by the same partner.',
    ]);

    // Done again (started with a code, here set directly) and declined again: a second dispute of the same line.
    await testApp.db.update(bookingLines).set({ status: 'confirmed', startedAt: new Date() }).where(eq(bookingLines.id, lineId));
    expect((await inject(ravi.token, 'POST', 'employee/booking/status', { bookingId: lineId, status: 'completed' })).statusCode).toBe(200);
    expect((await decline(lineId, 'Still broken after the redo.')).statusCode).toBe(200);
    expect(await testApp.db.select().from(lineDisputes).where(eq(lineDisputes.lineId, lineId))).toHaveLength(2);
    const completed = (await inject(customer.token, 'GET', 'user/completedbookings')).json().data as Array<Record<string, unknown>>;
    expect(completed.find((line) => line.id === lineId)).toMatchObject({ status: 'completed-issue', dispute: { reason: 'Still broken after the redo.', outcome: null } });
  });

  it('with a redo by another partner: the line goes back to ops, unassigned', async () => {
    const { lineId, disputeId } = await disputed();
    expect((await resolve(disputeId, { outcome: 'redo_other' })).json().data).toEqual({ refund_amount: 0, waived_amount: 0, line_status: 'pending' });
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'pending', partnerId: null, assignedAt: null, completedAt: null });
    const pending = (await inject(adminToken, 'GET', 'admin/bookings')).json().data as Array<Record<string, unknown>>;
    expect(pending.some((line) => line.line_id === lineId)).toBe(true);
    const rows = await kindsFor(lineId);
    expect(rows.find((row) => row.kind === 'dispute_decided')).toMatchObject({ userId: ravi.id, message: expect.stringContaining('redone by another partner') });
  });

  it('once: of two ops resolving at once, one wins and the other gets a 409', async () => {
    const { lineId, disputeId } = await disputed({ price: 1000 });
    const replies = await Promise.all([resolve(disputeId, { outcome: 'full_refund' }), resolve(disputeId, { outcome: 'redo_same' })]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe('This dispute is already resolved.');
    expect((await kindsFor(lineId)).filter((row) => row.kind === 'dispute_resolved')).toHaveLength(1);
  });

  it('lists a page at a time, oldest first, counting every open dispute', async () => {
    const [first, second] = [await disputed(), await disputed()];
    const all = (await inject(adminToken, 'GET', 'admin/disputes?per_page=200')).json();
    const ids = (all.data as Array<{ id: number }>).map((item) => item.id);
    expect(ids.indexOf(first.disputeId)).toBeLessThan(ids.indexOf(second.disputeId));
    expect(all).toMatchObject({ total: ids.length, page: 1, per_page: 200 });

    const lastPage = (await inject(adminToken, 'GET', `admin/disputes?per_page=1&page=${ids.length}`)).json();
    expect(lastPage).toEqual({ status: 200, data: [expect.objectContaining({ id: second.disputeId })], total: ids.length, page: ids.length, per_page: 1 });
    expect((await inject(adminToken, 'GET', 'admin/disputes?page=0')).json().errors).toEqual({ page: ['Page must be a whole number from 1.'] });
  });

  it('answers 404 for no dispute and 403 to customers and partners', async () => {
    expect((await resolve(999999, { outcome: 'redo_same' })).statusCode).toBe(404);
    expect((await inject(adminToken, 'GET', 'admin/disputes/999999')).json()).toEqual({ status: 404, errors: {}, message: 'Dispute not found.' });
    const { disputeId } = await disputed();
    expect((await resolve(disputeId, { outcome: 'full_refund' }, customer.token)).statusCode).toBe(403);
    expect((await resolve(disputeId, { outcome: 'full_refund' }, ravi.token)).statusCode).toBe(403);
    expect((await inject(customer.token, 'GET', 'admin/disputes')).statusCode).toBe(403);
  });
});

describe('ops resolve a dispute on a booking not paid yet (decision 0054)', () => {
  const pay = () => paymentCalls(testApp.app, customer.token);
  const completedLineOf = async (lineId: number) =>
    ((await inject(customer.token, 'GET', 'user/completedbookings')).json().data as Array<Record<string, unknown>>).find((line) => line.id === lineId);
  const resolvedMessages = async (lineId: number) => (await kindsFor(lineId)).filter((row) => row.kind === 'dispute_resolved' || row.kind === 'dispute_decided');

  it('with a part refund: the amount comes off what the customer owes, and the payment order is for the rest', async () => {
    const { bookingId, lineId, disputeId } = await disputed({ paid: false, price: 1800 });
    expect((await openDisputes()).find((item) => item.id === disputeId)).toMatchObject({ price: 1800, paid_amount: 0, owed_amount: 1800, waived_amount: 0 });

    const over = await resolve(disputeId, { outcome: 'part_refund', amount: 1801 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ amount: ['The customer has not paid yet: you can take off at most what they owe for this service (₹1,800).'] });

    const done = await resolve(disputeId, { outcome: 'part_refund', amount: 600, note: 'Sorry about the fan.' });
    expect(done.json()).toEqual({ status: 200, message: 'Dispute resolved.', data: { refund_amount: 0, waived_amount: 600, line_status: 'completed-issue' } });
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ status: 'completed-issue', refundAmount: 0, waivedAmount: 600 });

    const outcome = { outcome: 'part_refund', refund_amount: 0, waived_amount: 600, note: 'Sorry about the fan.', resolved_at: expect.any(String) };
    expect(await completedLineOf(lineId)).toMatchObject({ dispute: outcome, payment_status: 0, ramount: 120_000 });
    const partnerCompleted = (await inject(ravi.token, 'GET', 'employee/completedbookings')).json().data as Array<Record<string, unknown>>;
    expect(partnerCompleted.find((line) => line.id === lineId)).toMatchObject({ dispute: outcome });

    const told = await resolvedMessages(lineId);
    expect(told.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'dispute_resolved', message: `Your dispute about Electrician (${reference(bookingId)}) is resolved: ₹600 taken off what you owe. Sorry about the fan.` },
      { kind: 'dispute_decided', message: `The dispute about Electrician (${reference(bookingId)}) is resolved: ₹600 taken off what the customer owes. Sorry about the fan.` },
    ]);
    expect(smsTextOf('dispute_resolved', { message: told[0]!.message, link: 'https://servenear.in/complete-booking' })).toBe(
      `ServeNear: Your dispute about Electrician (${reference(bookingId)}) is resolved: Rs 600 taken off what you owe. Sorry about the fan. See the outcome at https://servenear.in/complete-booking.`,
    );

    const resolved = (await inject(adminToken, 'GET', 'admin/disputes?status=resolved')).json().data as Array<Record<string, unknown>>;
    expect(resolved.find((item) => item.id === disputeId)).toMatchObject({ outcome: 'part_refund', refund_amount: 0, waived_amount: 600, paid_amount: 0, owed_amount: 1200 });

    const order = await pay().createOrder(bookingId);
    expect(order.statusCode).toBe(200);
    expect(order.json().data.amount).toBe(120_000);
  });

  it('with a full refund: nothing is owed for the line; the booking pays only for its other lines', async () => {
    const { bookingId, lineIds } = await insertBooking(testApp.db, {
      userId: customer.id,
      lines: [
        { serviceId: electrician, partnerId: ravi.id, status: 'completed', price: 1500, startedAt: new Date(), completedAt: new Date() },
        { serviceId: electrician, status: 'pending', price: 500 },
      ],
    });
    const lineId = lineIds[0]!;
    expect((await decline(lineId, 'The fan still does not work.')).statusCode).toBe(200);
    const [dispute] = await testApp.db.select({ id: lineDisputes.id }).from(lineDisputes).where(eq(lineDisputes.lineId, lineId));

    expect((await resolve(dispute!.id, { outcome: 'full_refund' })).json().data).toEqual({ refund_amount: 0, waived_amount: 1500, line_status: 'completed-issue' });
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ refundAmount: 0, waivedAmount: 1500 });
    expect((await resolvedMessages(lineId)).map((row) => row.message.split(': ').pop())).toEqual(['Nothing to pay for this service.', 'The customer pays nothing for this service.']);
    expect(await completedLineOf(lineId)).toMatchObject({ dispute: { outcome: 'full_refund', waived_amount: 1500 }, ramount: 50_000 });
    const open = (await inject(customer.token, 'GET', 'user/getbookings')).json().data as Array<{ id: number; total_amount: number }>;
    expect(open.find((booking) => booking.id === bookingId)?.total_amount).toBe(500);

    expect((await pay().createOrder(bookingId)).json().data.amount).toBe(50_000);
  });

  it('with a full refund of the only line: there is nothing to pay', async () => {
    const { bookingId, lineId, disputeId } = await disputed({ paid: false, price: 900 });
    expect((await resolve(disputeId, { outcome: 'full_refund' })).json().data).toMatchObject({ waived_amount: 900 });
    expect(await completedLineOf(lineId)).toMatchObject({ ramount: 0, payment_status: 0 });
    const order = await pay().createOrder(bookingId);
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe('There is nothing to pay for this booking.');
  });

  it('owes back what a checkout opened before the decision paid for the amount taken off', async () => {
    const { bookingId, lineId, disputeId } = await disputed({ paid: false, price: 1800 });
    const stale = (await pay().createOrder(bookingId)).json().data;
    expect(stale.amount).toBe(180_000);

    await resolve(disputeId, { outcome: 'part_refund', amount: 600 });
    const fresh = (await pay().createOrder(bookingId)).json().data;
    expect(fresh).toMatchObject({ amount: 120_000, order_id: expect.not.stringMatching(stale.order_id) });

    // The customer pays the old checkout, still open: ₹1,800 for ₹1,200 owed.
    const result = (await pay().sandboxPay(stale.order_id)).json().data;
    expect((await pay().confirm(bookingId, result)).statusCode).toBe(200);
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ waivedAmount: 600, refundAmount: 600 });
    expect((await kindsFor(lineId)).filter((row) => row.kind === 'refund_recorded')).toHaveLength(1);
  });

  it('once paid, a line is refunded as before: a new payment of the reduced order owes nothing back', async () => {
    const { bookingId, lineId, disputeId } = await disputed({ paid: false, price: 1000 });
    await resolve(disputeId, { outcome: 'part_refund', amount: 400 });
    const order = (await pay().createOrder(bookingId)).json().data;
    const result = (await pay().sandboxPay(order.order_id)).json().data;
    expect((await pay().confirm(bookingId, result)).statusCode).toBe(200);
    expect(await lineRow(testApp.db, lineId)).toMatchObject({ waivedAmount: 400, refundAmount: 0 });
    expect(await completedLineOf(lineId)).toMatchObject({ payment_status: 1, dispute: { outcome: 'part_refund', waived_amount: 400 } });
  });
});
