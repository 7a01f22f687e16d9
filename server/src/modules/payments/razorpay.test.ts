import { createHmac } from 'node:crypto';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { PaymentProviderError, type OrderRequest } from './provider';
import { RazorpayPaymentProvider, type RazorpayOrdersClient } from './razorpay';
import { insertBooking, ordersOf, paymentCalls } from './testBookings';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';

/** Stands in for the SDK: records each order request and answers like Razorpay, or fails. */
function fakeClient(answer: (request: OrderRequest) => Promise<{ id: string }>) {
  const requests: OrderRequest[] = [];
  const client: RazorpayOrdersClient = {
    orders: {
      create: (request) => {
        requests.push(request);
        return answer(request);
      },
    },
  };
  return { client, requests };
}

let orderCount = 0;
const razorpayOrder = async () => ({ id: `order_Test${String((orderCount += 1)).padStart(10, '0')}` });

describe('RazorpayPaymentProvider', () => {
  it('creates the order through the SDK with the amount, currency, receipt and notes it is given', async () => {
    const { client, requests } = fakeClient(razorpayOrder);
    const provider = new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, client);
    const request = { amount: 150_000, currency: 'INR', receipt: 'SN-00000042', notes: { booking_id: '42' } };

    const { orderId } = await provider.createOrder(request);

    expect(orderId).toMatch(/^order_Test\d{10}$/);
    expect(requests).toEqual([request]);
  });

  it('turns an SDK failure or an answer without an order id into a PaymentProviderError', async () => {
    const failing = new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fakeClient(() => Promise.reject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR' } })).client);
    const empty = new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fakeClient(async () => ({ id: '' })).client);
    const request = { amount: 100, currency: 'INR', receipt: 'SN-00000001', notes: {} };

    await expect(failing.createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(empty.createOrder(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('accepts Razorpay’s signature of a payment and nothing else', () => {
    const provider = new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fakeClient(razorpayOrder).client);
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
  let answer: (request: OrderRequest) => Promise<{ id: string }> = razorpayOrder;
  const fake = fakeClient((request) => answer(request));

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, PAYMENT_DISPLAY_NAME: 'ServeNear Bengaluru' },
      payments: new RazorpayPaymentProvider(KEY_ID, KEY_SECRET, fake.client),
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    answer = razorpayOrder;
  });

  it('creates a Razorpay order for the server’s amount with the booking’s receipt', async () => {
    const { token, id } = await signUp(testApp.app);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 2400 }, { price: 600 }]);

    const response = await paymentCalls(testApp.app, token).createOrder(bookingId, { amount: 1 });

    const order = response.json().data;
    expect(order).toMatchObject({ provider: 'razorpay', amount: 300_000, currency: 'INR', key: KEY_ID, name: 'ServeNear Bengaluru' });
    expect(fake.requests.at(-1)).toEqual({
      amount: 300_000,
      currency: 'INR',
      receipt: `SN-${String(bookingId).padStart(8, '0')}`,
      notes: { booking_id: String(bookingId) },
    });
    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ provider: 'razorpay', orderId: order.order_id, amount: 300_000 })]);
    expect(JSON.stringify(response.json())).not.toContain(KEY_SECRET);
  });

  it('answers 502 and stores nothing when Razorpay fails', async () => {
    const { token, id } = await signUp(testApp.app);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 500 }]);
    answer = () => Promise.reject(new Error('socket hang up'));

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
    const signature = createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

    expect((await calls.sandboxPay(orderId)).statusCode).toBe(404);
    expect((await calls.confirm(bookingId, { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature })).statusCode).toBe(200);
    expect(await ordersOf(testApp.db, bookingId)).toEqual([expect.objectContaining({ status: 'captured', paymentId })]);
  });
});
