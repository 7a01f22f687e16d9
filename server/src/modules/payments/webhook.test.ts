import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings, paymentWebhookEvents, payments } from '../../db/schema';
import { bearer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { fakeRazorpayClient } from './fakeRazorpay';
import { RazorpayPaymentProvider } from './razorpay';
import { bookingRow, bookingWithTwoOrders, insertBooking, linesOf, ordersOf, paymentCalls } from './testBookings';
import { bookingReference } from '@servenear/shared/domain';
import { refunds } from '../../db/schema';
import { workRefundJobs } from '../../../test/jobs';
import { ledgerOf, refundsOf } from '../refunds/testRefunds';
import { messagesOf } from '../notifications/testNotifications';

const WEBHOOK_SECRET = 'whsec-servenear-test';
let testApp: TestApp;
const razorpay = fakeRazorpayClient('Hook');

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RAZORPAY_KEY_ID: 'rzp_test_hook', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
    payments: new RazorpayPaymentProvider('rzp_test_hook', 'key-secret', razorpay.client),
  });
});
afterAll(() => testApp.close());

async function orderedBooking(rupees = 750) {
  const { token, id } = await signUp(testApp.app);
  const bookingId = await insertBooking(testApp.db, id, [{ price: rupees }]);
  const orderId: string = (await paymentCalls(testApp.app, token).createOrder(bookingId)).json().data.order_id;
  return { bookingId, orderId };
}

function capturedEvent(orderId: string, paymentId: string, amount: number, event = 'payment.captured') {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
    created_at: 1_767_225_600,
  };
}

/** Sent as Razorpay sends it; the body is pretty-printed, so only a check on the raw bytes passes. */
function deliver(event: object, options: { eventId?: string; signature?: string | null } = {}) {
  const body = JSON.stringify(event, null, 2);
  const signature = options.signature === undefined ? createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex') : options.signature;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
  });
}

const eventRecorded = async (eventId: string) => (await testApp.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId))).length === 1;

describe('POST /api/payments/razorpay/webhook', () => {
  it('captures the stored order and marks the booking paid on a signed payment.captured', async () => {
    const { bookingId, orderId } = await orderedBooking();

    const response = await deliver(capturedEvent(orderId, 'pay_Hook000000001', 75_000), { eventId: 'evt_capture_1' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'Processed.' });
    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'captured', paymentId: 'pay_Hook000000001' })]);
    expect((await bookingRow(testApp.db, bookingId)).paymentStatus).toBe('paid');
  });

  it('ignores a replayed event, even when the order was reset in between', async () => {
    const { bookingId, orderId } = await orderedBooking();
    const event = capturedEvent(orderId, 'pay_Hook000000002', 75_000, 'order.paid');
    expect((await deliver(event, { eventId: 'evt_replay' })).statusCode).toBe(200);
    await testApp.db.update(payments).set({ status: 'created', paymentId: null, capturedAt: null }).where(eq(payments.orderId, orderId));
    await testApp.db.update(bookings).set({ paymentStatus: 'pending' }).where(eq(bookings.id, bookingId));

    const replay = await deliver(event, { eventId: 'evt_replay' });

    expect(replay.json()).toEqual({ status: 200, message: 'Already processed.' });
    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'created', paymentId: null })]);
    expect((await bookingRow(testApp.db, bookingId)).paymentStatus).toBe('pending');
  });

  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const { bookingId, orderId } = await orderedBooking();
    const event = capturedEvent(orderId, 'pay_Hook000000003', 75_000);
    const signedOtherwise = createHmac('sha256', 'another-secret').update(JSON.stringify(event, null, 2)).digest('hex');
    const compactSignature = createHmac('sha256', WEBHOOK_SECRET).update(JSON.stringify(event)).digest('hex');

    for (const [eventId, signature] of [['evt_bad_1', signedOtherwise], ['evt_bad_2', null], ['evt_bad_3', compactSignature]] as const) {
      const response = await deliver(event, { eventId, signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, errors: {}, message: 'Invalid webhook signature.' });
      expect(await eventRecorded(eventId)).toBe(false);
    }
    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'created' })]);
  });

  it('refuses an over-long signature or event id header with 422 and records nothing', async () => {
    const { orderId } = await orderedBooking();
    const event = capturedEvent(orderId, 'pay_Hook000000006', 75_000);

    const longSignature = await deliver(event, { eventId: 'evt_long_signature', signature: 'a'.repeat(201) });
    expect(longSignature.statusCode).toBe(422);
    expect(longSignature.json()).toEqual({ status: 422, errors: { 'x-razorpay-signature': ['Must be at most 200 characters.'] } });
    expect(await eventRecorded('evt_long_signature')).toBe(false);
    const longEventId = await deliver(event, { eventId: 'e'.repeat(201) });
    expect(longEventId.statusCode).toBe(422);
    expect(longEventId.json().errors).toEqual({ 'x-razorpay-event-id': ['Must be at most 200 characters.'] });
  });

  it('ignores a payment whose amount differs from the stored order, and unknown events', async () => {
    const { bookingId, orderId } = await orderedBooking();

    expect((await deliver(capturedEvent(orderId, 'pay_Hook000000004', 100), { eventId: 'evt_short' })).statusCode).toBe(200);
    expect((await deliver({ event: 'refund.created', payload: {} }, { eventId: 'evt_refund' })).json()).toEqual({ status: 200, message: 'Processed.' });

    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'created', paymentId: null })]);
    expect((await bookingRow(testApp.db, bookingId)).paymentStatus).toBe('pending');
    expect(await eventRecorded('evt_short')).toBe(true);
  });

  it('falls back to the payload’s id when Razorpay sends no event id header', async () => {
    const { bookingId, orderId } = await orderedBooking();
    const event = { ...capturedEvent(orderId, 'pay_Hook000000005', 75_000), id: 'evt_in_payload' };

    expect((await deliver(event)).json().message).toBe('Processed.');
    expect((await deliver(event)).json().message).toBe('Already processed.');
    expect(await eventRecorded('evt_in_payload')).toBe(true);
    expect((await bookingRow(testApp.db, bookingId)).paymentStatus).toBe('paid');
  });

  it('records a second order’s payment of a paid booking as overpaid and refunds it once', async () => {
    const { token, id } = await signUp(testApp.app);
    const { bookingId, firstOrderId, secondOrderId } = await bookingWithTwoOrders(testApp.db, id, paymentCalls(testApp.app, token));
    expect((await deliver(capturedEvent(firstOrderId, 'pay_HookFirst00001', 660_000), { eventId: 'evt_first_order' })).statusCode).toBe(200);

    const second = await deliver(capturedEvent(secondOrderId, 'pay_HookSecond0001', 360_000), { eventId: 'evt_second_order' });
    // The same payment's other event: already recorded, its refund already owed.
    const again = await deliver(capturedEvent(secondOrderId, 'pay_HookSecond0001', 360_000, 'order.paid'), { eventId: 'evt_second_order_paid' });

    expect(second.json()).toEqual({ status: 200, message: 'Processed.' });
    expect(again.json()).toEqual({ status: 200, message: 'Processed.' });
    await workRefundJobs(testApp);
    expect(razorpay.refundRequests.filter((refund) => refund.paymentId === 'pay_HookSecond0001')).toEqual([
      expect.objectContaining({ paymentId: 'pay_HookSecond0001', amount: 360_000, notes: expect.objectContaining({ booking_id: String(bookingId), reason: 'overpayment' }) }),
    ]);
    expect(await ordersOf(testApp.db, bookingId)).toEqual([
      expect.objectContaining({ orderId: firstOrderId, status: 'captured', overpaidAmount: 0 }),
      expect.objectContaining({ orderId: secondOrderId, status: 'captured', paymentId: 'pay_HookSecond0001', overpaidAmount: 360_000 }),
    ]);
    expect((await refundsOf(testApp.db, bookingId)).map((refund) => [refund.reason, refund.amount, refund.status])).toEqual([
      ['cancellation', 300_000, 'initiated'],
      ['overpayment', 360_000, 'initiated'],
    ]);
    expect((await bookingRow(testApp.db, bookingId)).paymentStatus).toBe('paid');
  });
});

/** Razorpay's refund event for a refund it made (fakeRazorpay's), as its webhook sends it. */
function refundEvent(refund: { id: string; paymentId: string; receipt?: string | null }, amount: number, event: 'refund.processed' | 'refund.failed') {
  return {
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: { refund: { entity: { id: refund.id, entity: 'refund', amount, currency: 'INR', payment_id: refund.paymentId, receipt: refund.receipt, status: event.slice(7) } } },
    created_at: 1_767_225_600,
  };
}

describe('refund webhooks (issue 38)', () => {
  /** A paid line cancelled: its refund owed, asked of Razorpay, and initiated. */
  async function initiatedRefund(paymentId: string) {
    const { token, id } = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, token);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 1200 }, { price: 800 }]);
    const orderId: string = (await calls.createOrder(bookingId)).json().data.order_id;
    expect((await deliver(capturedEvent(orderId, paymentId, 200_000), { eventId: `evt_${paymentId}` })).statusCode).toBe(200);
    const lineId = (await linesOf(testApp.db, bookingId))[0]!.id;
    expect((await calls.cancelLine(lineId)).statusCode).toBe(200);
    await workRefundJobs(testApp);
    const [refund] = await refundsOf(testApp.db, bookingId);
    const made = razorpay.refunds.find((candidate) => candidate.id === refund!.providerRefundId)!;
    return { bookingId, token, refund: refund!, made: { ...made, paymentId } };
  }

  it('marks the refund processed once, tells the customer, and moves it out of the gateway in the ledger; a repeat changes nothing', async () => {
    const { bookingId, token, refund, made } = await initiatedRefund('pay_HookRefund0001');
    expect(refund).toMatchObject({ amount: 120_000, status: 'initiated' });
    const cancelledLine = async () => {
      const list = (await testApp.app.inject({ method: 'GET', url: '/api/user/canceledbookings', headers: bearer(token) })).json().data as Array<{ booking_id: number; details: Array<Record<string, unknown>> }>;
      return list.find((booking) => booking.booking_id === bookingId)!.details[0];
    };
    expect(await cancelledLine()).toMatchObject({ refund_amount: 1200, refund_status: 'initiated', refunded_at: null });

    expect((await deliver(refundEvent(made, 120_000, 'refund.processed'), { eventId: 'evt_refund_done' })).json()).toEqual({ status: 200, message: 'Processed.' });
    // Razorpay delivers at least once: the same event, and the same news under another event id.
    expect((await deliver(refundEvent(made, 120_000, 'refund.processed'), { eventId: 'evt_refund_done' })).json().message).toBe('Already processed.');
    expect((await deliver(refundEvent(made, 120_000, 'refund.processed'), { eventId: 'evt_refund_done_again' })).statusCode).toBe(200);
    // A failure reported after it was processed (out of order) changes nothing either.
    expect((await deliver(refundEvent(made, 120_000, 'refund.failed'), { eventId: 'evt_refund_late_failure' })).statusCode).toBe(200);

    expect(await refundsOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'processed', processedAt: expect.any(Date), providerRefundId: made.id })]);
    expect(await cancelledLine()).toMatchObject({ refund_status: 'refunded', refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const paidBack = await ledgerOf(testApp.db, bookingId, 'refund_paid');
    expect(paidBack).toEqual([{ account: 'gateway', amount: -120_000 }, { account: 'refunds_payable', amount: 120_000 }]);
    const messages = await messagesOf(testApp.app, token);
    expect(messages).toContain(`₹1,200 for ${bookingReference(bookingId)} has been refunded to your original payment method.`);
    expect(messages.filter((message) => message.includes('has been refunded'))).toHaveLength(1);
  });

  it('finds a refund by its receipt when the processed report comes before our write of its id', async () => {
    const { bookingId, refund, made } = await initiatedRefund('pay_HookRefund0002');
    // As if the worker had died after Razorpay's answer: no id stored.
    await testApp.db.update(refunds).set({ status: 'pending', providerRefundId: null }).where(eq(refunds.id, refund.id));

    expect((await deliver(refundEvent(made, 120_000, 'refund.processed'), { eventId: 'evt_refund_early' })).statusCode).toBe(200);

    expect(await refundsOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'processed', providerRefundId: made.id })]);
    // The job that was to ask again finds nothing left to do.
    await workRefundJobs(testApp);
    expect(razorpay.refundRequests.filter((request) => request.receipt === `refund_${refund.id}`)).toHaveLength(1);
  });

  it('asks again after Razorpay reports a refund failed, and ignores a report of a refund it does not know', async () => {
    const { bookingId, refund, made } = await initiatedRefund('pay_HookRefund0003');
    expect((await deliver(refundEvent(made, 120_000, 'refund.failed'), { eventId: 'evt_refund_failed' })).statusCode).toBe(200);
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'pending', providerRefundId: null, attempts: 1 });
    made.status = 'failed';
    razorpay.refunds.find((candidate) => candidate.id === made.id)!.status = 'failed';

    expect(await workRefundJobs(testApp)).toBe(1);
    const [again] = await refundsOf(testApp.db, bookingId);
    expect(again).toMatchObject({ status: 'initiated', providerRefundId: expect.stringMatching(/^rfnd_Hook/) });
    expect(again!.providerRefundId).not.toBe(made.id);
    expect(razorpay.refundRequests.filter((request) => request.receipt === `refund_${refund.id}`)).toHaveLength(2);

    const unknown = await deliver(refundEvent({ id: 'rfnd_NotOurs000001', paymentId: 'pay_Elsewhere00001', receipt: null }, 5_000, 'refund.processed'), { eventId: 'evt_refund_unknown' });
    expect(unknown.json()).toEqual({ status: 200, message: 'Processed.' });
  });
});

describe('the webhook without RAZORPAY_WEBHOOK_SECRET', () => {
  it('does not exist', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: { event: 'payment.captured' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
