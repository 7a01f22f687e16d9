import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { fakeRazorpayClient } from './fakeRazorpay';
import { PaymentProviderError } from './provider';
import { RazorpayPaymentProvider } from './razorpay';
import { bookingWithTwoOrders, insertBooking, ordersOf, paymentCalls } from './testBookings';
import { retryAfter, workRefundJobs } from '../../../test/jobs';
import { refundsOf } from '../refunds/testRefunds';

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
    const request = { paymentId: 'pay_IH4NVgf4Dreq1l', amount: 360_000, receipt: 'refund_7', notes: { booking_id: '42' } };

    expect((await provider.refundPayment(request)).refundId).toMatch(/^rfnd_Test\d{10}$/);
    expect(fake.refundRequests).toEqual([{ paymentId: 'pay_IH4NVgf4Dreq1l', amount: 360_000, receipt: 'refund_7', notes: { booking_id: '42' } }]);

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

/** Past a retry's one-second delay (retryAfter). */
const waitForRetry = () => new Promise((done) => setTimeout(done, 1100));

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
    const orders = await ordersOf(testApp.db, bookingId);
    expect(orders[1]).toMatchObject({ status: 'captured', overpaidAmount: 360_000 });
    expect(orders[0]).toMatchObject({ overpaidAmount: 0 });
    // Issue 38: each refund is owed in the capture's transaction, and its job asks Razorpay: the
    // line cancelled while the first order was open, on that order's payment, and the overpayment.
    const [cancellation, overpayment] = await refundsOf(testApp.db, bookingId);
    expect(cancellation).toMatchObject({ orderId: firstOrderId, reason: 'cancellation', amount: 300_000, status: 'pending' });
    expect(overpayment).toMatchObject({ orderId: secondOrderId, reason: 'overpayment', amount: 360_000, status: 'pending' });
    expect(await workRefundJobs(testApp)).toBe(2);
    expect(fake.refundRequests.slice(refundsBefore)).toEqual(
      expect.arrayContaining([
        { paymentId: 'pay_RazorpayFirst01', amount: 300_000, receipt: `refund_${cancellation!.id}`, notes: { booking_id: String(bookingId), refund_id: String(cancellation!.id), reason: 'cancellation' } },
        { paymentId: 'pay_RazorpaySecond1', amount: 360_000, receipt: `refund_${overpayment!.id}`, notes: { booking_id: String(bookingId), refund_id: String(overpayment!.id), reason: 'overpayment' } },
      ]),
    );
    expect(await refundsOf(testApp.db, bookingId)).toEqual([
      expect.objectContaining({ status: 'initiated', providerRefundId: expect.stringMatching(/^rfnd_Test\d{10}$/) }),
      expect.objectContaining({ status: 'initiated', providerRefundId: expect.stringMatching(/^rfnd_Test\d{10}$/) }),
    ]);

    // The same confirmation again: nothing more owed, nothing more asked.
    expect((await calls.confirm(bookingId, razorpayResult(secondOrderId, 'pay_RazorpaySecond1'))).statusCode).toBe(409);
    expect(await workRefundJobs(testApp)).toBe(0);
    expect(fake.refundRequests).toHaveLength(refundsBefore + 2);
    expect(await refundsOf(testApp.db, bookingId)).toHaveLength(2);
  });

  it('retries a refund Razorpay refused, and after a crash between its answer and our write finds it instead of refunding twice', async () => {
    const { token, id } = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, token);
    const { bookingId, firstOrderId, secondOrderId } = await bookingWithTwoOrders(testApp.db, id, calls);
    // A retry a second later, not 30: the queue's setting is copied into each job as it is sent.
    await retryAfter(testApp.db, 'refunds', 1);
    expect((await calls.confirm(bookingId, razorpayResult(secondOrderId, 'pay_RazorpayLater01'))).statusCode).toBe(200);
    expect((await calls.confirm(bookingId, razorpayResult(firstOrderId, 'pay_RazorpayEarly01'))).statusCode).toBe(409);

    fake.answerRefund = () => Promise.reject(new Error('socket hang up'));
    expect(await workRefundJobs(testApp)).toBe(0);
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Razorpay did not refund the payment: socket hang up', providerRefundId: null });

    // Razorpay makes the refund, but the worker dies before writing its id: the next attempt finds it by its receipt.
    await waitForRetry();
    fake.reset();
    const mint = fake.answerRefund;
    fake.answerRefund = async (paymentId, params) => {
      await mint(paymentId, params);
      throw new Error('connection reset after the refund was made');
    };
    await waitForRetry();
    expect(await workRefundJobs(testApp)).toBe(0);
    fake.reset();
    await waitForRetry();
    expect(await workRefundJobs(testApp)).toBe(1);
    const refunds = fake.refunds.filter((refund) => refund.paymentId === 'pay_RazorpayEarly01');
    expect(refunds).toHaveLength(1);
    expect((await refundsOf(testApp.db, bookingId))[0]).toMatchObject({ status: 'initiated', providerRefundId: refunds[0]!.id, amount: 660_000 });
  });
});
