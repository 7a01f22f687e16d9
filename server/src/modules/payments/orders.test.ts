import { payments } from '../../db/schema';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { paymentFieldsForBookings, razorpayKeyId } from './completedLineFields';
import { bookingRow, insertBooking, ordersOf, paymentCalls } from './testBookings';

let testApp: TestApp;

beforeAll(async () => {
  // Every test signs up its own customers: more than the default ten an hour.
  testApp = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '50' } });
});
afterAll(() => testApp.close());

async function customer() {
  const { token, id } = await signUp(testApp.app);
  return { id, calls: paymentCalls(testApp.app, token) };
}

describe('POST /api/user/createRazorpayOrder with the sandbox checkout', () => {
  it('charges what the lines that were not cancelled cost, whatever amount the body names', async () => {
    const { id, calls } = await customer();
    const bookingId = await insertBooking(testApp.db, id, [{ price: 700 }, { price: 350, status: 'cancelled' }, { price: 1200, status: 'confirmed' }]);

    const response = await calls.createOrder(bookingId, { amount: 100, totalAmount: 1 });

    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toEqual({
      provider: 'sandbox',
      booking_id: bookingId,
      order_id: expect.stringMatching(/^order_sbx_[0-9a-f]{16}$/),
      amount: 190_000,
      currency: 'INR',
      key: 'rzp_test_sandbox',
      name: 'ServeNear',
      theme_color: '#0f6e78',
    });
    expect(await ordersOf(testApp.db, bookingId)).toEqual([
      expect.objectContaining({ provider: 'sandbox', orderId: order.order_id, amount: 190_000, currency: 'INR', status: 'created', paymentId: null }),
    ]);
  });

  it('opens the same order when Make Payment is pressed again', async () => {
    const { id, calls } = await customer();
    const bookingId = await insertBooking(testApp.db, id, [{ price: 499 }]);

    const first = (await calls.createOrder(String(bookingId))).json().data.order_id;
    const second = (await calls.createOrder(bookingId)).json().data.order_id;

    expect(second).toBe(first);
    expect(await ordersOf(testApp.db, bookingId)).toHaveLength(1);
  });

  it('answers 404 for another customer’s booking or no booking, and stores nothing', async () => {
    const owner = await customer();
    const other = await customer();
    const bookingId = await insertBooking(testApp.db, owner.id, [{ price: 500 }]);

    for (const id of [bookingId, 999_999]) {
      const response = await other.calls.createOrder(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Booking not found.' });
    }
    expect(await ordersOf(testApp.db, bookingId)).toHaveLength(0);
  });

  it('answers 422 for a malformed booking id, and stores nothing', async () => {
    const { calls } = await customer();
    const ordersBefore = await testApp.db.$count(payments);
    for (const id of ['abc', undefined, 0, 2 ** 31]) {
      const response = await calls.createOrder(id);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { booking_id: ['Must be a positive whole number.'] } });
    }
    expect(await testApp.db.$count(payments)).toBe(ordersBefore);
  });

  it('refuses a paid booking and a booking with nothing left to pay', async () => {
    const { id, calls } = await customer();
    const cancelled = await insertBooking(testApp.db, id, [{ price: 500, status: 'cancelled' }]);
    const paid = await insertBooking(testApp.db, id, [{ price: 500 }]);
    const order = (await calls.createOrder(paid)).json().data;
    const result = (await calls.sandboxPay(order.order_id)).json().data;
    expect((await calls.confirm(paid, result)).statusCode).toBe(200);

    expect((await calls.createOrder(cancelled)).json()).toEqual({ status: 409, errors: {}, message: 'There is nothing to pay for this booking.' });
    expect((await calls.createOrder(paid)).json()).toEqual({ status: 409, errors: {}, message: 'This booking is already paid.' });
    expect(await ordersOf(testApp.db, cancelled)).toHaveLength(0);
  });
});

describe('POST /api/user/updatePayment/{id} (Book Services)', () => {
  it('marks the booking sent once and says whether it is paid', async () => {
    const { id, calls } = await customer();
    const bookingId = await insertBooking(testApp.db, id, [{ price: 800 }]);

    const first = await calls.send(bookingId);
    expect(first.json()).toEqual({ status: 200, message: 'Booking sent.', data: { payment_status: 0 } });
    const sentAt = (await bookingRow(testApp.db, bookingId)).sentAt;
    expect(sentAt).toBeInstanceOf(Date);

    const order = (await calls.createOrder(bookingId)).json().data;
    await calls.confirm(bookingId, (await calls.sandboxPay(order.order_id)).json().data);
    expect((await calls.send(bookingId)).json().data).toEqual({ payment_status: 1 });
    expect((await bookingRow(testApp.db, bookingId)).sentAt).toEqual(sentAt);
  });

  it('answers 422 for a malformed booking id in the path', async () => {
    const { calls } = await customer();
    for (const id of ['abc', '0', '2147483648']) {
      const response = await testApp.app.inject({ method: 'POST', url: `/api/user/updatePayment/${id}`, payload: { cart: [] }, headers: calls.headers });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: 422, errors: { id: ['Must be a positive whole number.'] } });
    }
  });

  it('answers 404 for another customer’s booking and leaves it unsent', async () => {
    const owner = await customer();
    const other = await customer();
    const bookingId = await insertBooking(testApp.db, owner.id, [{ price: 800 }]);

    expect((await other.calls.send(bookingId)).json()).toEqual({ status: 404, errors: {}, message: 'Booking not found.' });
    expect((await bookingRow(testApp.db, bookingId)).sentAt).toBeNull();
  });
});

describe('payment fields of a completed line', () => {
  const sandboxRefunds = { outcome: 'processed', delaySeconds: 0 } as const;
  const payouts = { sandbox: { outcome: 'processed', delaySeconds: 0 } } as const;
  it('give the amount due in paise, the newest order and the sandbox key', async () => {
    const { id, calls } = await customer();
    const unpaid = await insertBooking(testApp.db, id, [{ price: 600, status: 'completed' }, { price: 100, status: 'cancelled' }]);
    const ordered = await insertBooking(testApp.db, id, [{ price: 900, status: 'completed' }]);
    const orderId = (await calls.createOrder(ordered)).json().data.order_id;

    const fields = await paymentFieldsForBookings(testApp.db, { payments: { razorpay: null, displayName: 'ServeNear', themeColor: '#0f6e78', sandboxRefunds, payouts } }, [unpaid, ordered]);

    expect(fields.get(unpaid)).toEqual({ payment_status: 0, ramount: 60_000, currency: 'INR', order_id: null, razorpayKey: 'rzp_test_sandbox' });
    expect(fields.get(ordered)).toMatchObject({ payment_status: 0, ramount: 90_000, order_id: orderId });
  });

  it('name the Razorpay key id when keys are configured', () => {
    const razorpay = { keyId: 'rzp_live_abc', keySecret: 'secret', webhookSecret: undefined };
    expect(razorpayKeyId({ payments: { razorpay, displayName: 'ServeNear', themeColor: '#0f6e78', sandboxRefunds, payouts } })).toBe('rzp_live_abc');
  });
});
