import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings, paymentWebhookEvents, payments } from '../../db/schema';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { fakeRazorpayClient } from './fakeRazorpay';
import { RazorpayPaymentProvider } from './razorpay';
import { bookingRow, bookingWithTwoOrders, insertBooking, ordersOf, paymentCalls } from './testBookings';

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
    // The same payment's other event: already recorded and refunded.
    const again = await deliver(capturedEvent(secondOrderId, 'pay_HookSecond0001', 360_000, 'order.paid'), { eventId: 'evt_second_order_paid' });

    expect(second.json()).toEqual({ status: 200, message: 'Processed.' });
    expect(again.json()).toEqual({ status: 200, message: 'Processed.' });
    expect(razorpay.refundRequests.filter((refund) => refund.paymentId === 'pay_HookSecond0001')).toEqual([
      { paymentId: 'pay_HookSecond0001', amount: 360_000, notes: { booking_id: String(bookingId), order_id: secondOrderId, reason: 'booking already paid' } },
    ]);
    expect(await ordersOf(testApp.db, bookingId)).toEqual([
      expect.objectContaining({ orderId: firstOrderId, status: 'captured', overpaidAmount: 0 }),
      expect.objectContaining({ orderId: secondOrderId, status: 'captured', paymentId: 'pay_HookSecond0001', overpaidAmount: 360_000, overpaidRefundId: expect.stringMatching(/^rfnd_Hook\d{10}$/), overpaidRefundedAt: expect.any(Date) }),
    ]);
    expect((await bookingRow(testApp.db, bookingId)).paymentStatus).toBe('paid');
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
