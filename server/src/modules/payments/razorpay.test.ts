import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { fakeRazorpayClient } from './fakeRazorpay';
import { PaymentProviderError } from './provider';
import { RazorpayPaymentProvider } from './razorpay';
import { bookingWithTwoOrders, insertBooking, ordersOf, paymentCalls } from './testBookings';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';

/** The checkout's result for a payment of an order, signed with the key secret as Razorpay signs it. */
function razorpayResult(orderId: string, paymentId: string) {
  const signature = createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
  return { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature };
}

describe('RazorpayPaymentProvider', () => {
  it('creates the order through the SDK with the amount, currency, receipt and notes it is given', async () => {
    const fake = fakeRazorpayClient('Test');
    const provider = new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fake.client);
    const request = { amount: 150_000, currency: 'INR', receipt: 'SN-00000042', notes: { booking_id: '42' } };

    const { orderId } = await provider.createOrder(request);

    expect(orderId).toMatch(/^order_Test\d{10}$/);
    expect(fake.orderRequests).toEqual([request]);
  });

  it('turns an SDK failure or an answer without an order id into a PaymentProviderError', async () => {
    const failing = fakeRazorpayClient('Test');
    failing.answerOrder = () => Promise.reject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR' } });
    const empty = fakeRazorpayClient('Test');
    empty.answerOrder = async () => ({ id: '' });
    const request = { amount: 100, currency: 'INR', receipt: 'SN-00000001', notes: {} };

    await expect(new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, failing.client).createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, empty.client).createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds through the SDK, and turns a failure or an answer without a refund id into a PaymentProviderError', async () => {
    const fake = fakeRazorpayClient('Test');
    const provider = new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fake.client);
    const request = { paymentId: 'pay_IH4NVgf4Dreq1l', amount: 360_000, notes: { booking_id: '42' } };

    expect((await provider.refundPayment(request)).refundId).toMatch(/^rfnd_Test\d{10}$/);
    expect(fake.refundRequests).toEqual([{ paymentId: 'pay_IH4NVgf4Dreq1l', amount: 360_000, notes: { booking_id: '42' } }]);

    fake.answerRefund = () => Promise.reject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR' } });
    await expect(provider.refundPayment(request)).rejects.toBeInstanceOf(PaymentProviderError);
    fake.answerRefund = async () => ({ id: 'order_NotARefund' });
    await expect(provider.refundPayment(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('accepts Razorpay’s signature of a payment and nothing else', () => {
    const provider = new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fakeRazorpayClient('Test').client);
    // Computed apart from this code: printf 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac <secret>
    const signature = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';

    expect(provider.isPaymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', signature)).toBe(true);
    expect(provider.isPaymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1m', signature)).toBe(false);
    expect(provider.isPaymentSignature('order_IEIaMR65cu6nz4', 'pay_IH4NVgf4Dreq1l', signature)).toBe(false);
    expect(provider.isPaymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', signature.toUpperCase())).toBe(false);
    expect(provider.isPaymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', signature.slice(0, 10))).toBe(false);
  });
});

describe('payments through Razorpay', () => {
  let testApp: TestApp;
  const fake = fakeRazorpayClient('Test');

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, PAYMENT_DISPLAY_NAME: 'ServeNear Bengaluru' },
      payments: new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fake.client),
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => fake.reset());

  it('creates a Razorpay order for the server’s amount with the booking’s receipt', async () => {
    const { token, id } = await signUp(testApp.app);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 2400 }, { price: 600 }]);

    const response = await paymentCalls(testApp.app, token).createOrder(bookingId, { amount: 1 });

    const order = response.json().data;
    expect(order).toMatchObject({ provider: 'razorpay', amount: 300_000, currency: 'INR', key: KEY_ID, name: 'ServeNear Bengaluru' });
    expect(fake.orderRequests.at(-1)).toEqual({
      amount: 300_000,
      currency: 'INR',
      receipt: `SN-${String(bookingId).padStart(6, '0')}`, // the reference the customer sees
      notes: { booking_id: String(bookingId) },
    });
    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ provider: 'razorpay', orderId: order.order_id, amount: 300_000 })]);
    expect(JSON.stringify(response.json())).not.toContain(KEY_SECRET);
  });

  it('answers 502 and stores nothing when Razorpay fails', async () => {
    const { token, id } = await signUp(testApp.app);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 500 }]);
    fake.answerOrder = () => Promise.reject(new Error('socket hang up'));

    const response = await paymentCalls(testApp.app, token).createOrder(bookingId);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ status: 502, errors: {}, message: 'Payment service is unavailable. Please try again.' });
    expect(await ordersOf(testApp.db, bookingId)).toHaveLength(0);
  });

  it('confirms a payment signed with the key secret; the sandbox checkout is closed', async () => {
    const { token, id } = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, token);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 500 }]);
    const orderId: string = (await calls.createOrder(bookingId)).json().data.order_id;
    const paymentId = 'pay_Razorpay000001';

    expect((await calls.sandboxPay(orderId)).statusCode).toBe(404);
    expect((await calls.confirm(bookingId, razorpayResult(orderId, paymentId))).statusCode).toBe(200);
    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'captured', paymentId })]);
  });

  it('stores no order, and answers 409, when the booking was paid while Razorpay made the order', async () => {
    const { token, id } = await signUp(testApp.app);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 500 }]);
    fake.answerOrder = async () => {
      await testApp.db.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, bookingId));
      return { id: 'order_PaidMeanwhile01' };
    };

    const response = await paymentCalls(testApp.app, token).createOrder(bookingId);

    expect(response.json()).toEqual({ status: 409, errors: {}, message: 'This booking is already paid.' });
    expect(await ordersOf(testApp.db, bookingId)).toHaveLength(0);
  });

  it('refunds a second order’s payment of a paid booking through the Razorpay refund API, once', async () => {
    const { token, id } = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, token);
    const { bookingId, firstOrderId, secondOrderId } = await bookingWithTwoOrders(testApp.db, id, calls);
    const refundsBefore = fake.refundRequests.length;
    expect((await calls.confirm(bookingId, razorpayResult(firstOrderId, 'pay_RazorpayFirst01'))).statusCode).toBe(200);

    const second = await calls.confirm(bookingId, razorpayResult(secondOrderId, 'pay_RazorpaySecond1'));

    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This booking was already paid with another payment. This payment will be refunded.');
    expect(fake.refundRequests.slice(refundsBefore)).toEqual([
      { paymentId: 'pay_RazorpaySecond1', amount: 360_000, notes: { booking_id: String(bookingId), order_id: secondOrderId, reason: 'booking already paid' } },
    ]);
    const orders = await ordersOf(testApp.db, bookingId);
    expect(orders[1]).toMatchObject({ status: 'captured', overpaidAmount: 360_000, overpaidRefundId: expect.stringMatching(/^rfnd_Test\d{10}$/), overpaidRefundedAt: expect.any(Date) });
    expect(orders[0]).toMatchObject({ overpaidAmount: 0, overpaidRefundId: null });

    expect((await calls.confirm(bookingId, razorpayResult(secondOrderId, 'pay_RazorpaySecond1'))).statusCode).toBe(409);
    expect(fake.refundRequests).toHaveLength(refundsBefore + 1);
    expect(await ordersOf(testApp.db, bookingId)).toEqual(orders);
  });

  it('keeps the overpayment owed back when the refund fails, and refunds it when the confirmation is repeated', async () => {
    const { token, id } = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, token);
    const { bookingId, firstOrderId, secondOrderId } = await bookingWithTwoOrders(testApp.db, id, calls);
    expect((await calls.confirm(bookingId, razorpayResult(secondOrderId, 'pay_RazorpayLater01'))).statusCode).toBe(200);
    fake.answerRefund = () => Promise.reject(new Error('socket hang up'));

    expect((await calls.confirm(bookingId, razorpayResult(firstOrderId, 'pay_RazorpayEarly01'))).statusCode).toBe(409);
    expect((await ordersOf(testApp.db, bookingId))[0]).toMatchObject({ overpaidAmount: 660_000, overpaidRefundId: null, overpaidRefundedAt: null });

    fake.reset();
    expect((await calls.confirm(bookingId, razorpayResult(firstOrderId, 'pay_RazorpayEarly01'))).statusCode).toBe(409);
    expect(fake.refundRequests.at(-1)).toMatchObject({ paymentId: 'pay_RazorpayEarly01', amount: 660_000 });
    expect((await ordersOf(testApp.db, bookingId))[0]).toMatchObject({ overpaidAmount: 660_000, overpaidRefundId: expect.stringMatching(/^rfnd_/) });
  });
});
