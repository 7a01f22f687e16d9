import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingLines } from '../../db/schema';
import { bearer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { sandboxSecret } from './sandbox';
import { bookingRow, bookingWithTwoOrders, insertBooking, linesOf, ordersOf, paymentCalls } from './testBookings';

const OTP_SECRET = 'payments-test-otp-secret-0123456789';
let testApp: TestApp;

beforeAll(async () => {
  // Every test signs up its own customers: more than the default ten an hour.
  testApp = await createTestApp({ env: { OTP_SECRET, REGISTRATIONS_PER_HOUR: '50' } });
});
afterAll(() => testApp.close());

/** A customer with one unpaid ₹1,500 booking and its open sandbox order. */
async function customerWithOrder() {
  const { token, id } = await signUp(testApp.app);
  const calls = paymentCalls(testApp.app, token);
  const bookingId = await insertBooking(testApp.db, id, [{ price: 1500 }]);
  const orderId: string = (await calls.createOrder(bookingId)).json().data.order_id;
  return { id, calls, bookingId, orderId };
}

async function rowsOf(bookingId: number) {
  return { booking: await bookingRow(testApp.db, bookingId), orders: await ordersOf(testApp.db, bookingId) };
}

const verificationFailed = { status: 400, errors: {}, message: 'Payment verification failed.' };

describe('sandbox checkout and POST /api/user/updaterazorpay/{booking_id}', () => {
  it('signs a payment as Razorpay does, changes nothing itself, and the confirmation marks the booking paid', async () => {
    const { calls, bookingId, orderId } = await customerWithOrder();

    const paid = await calls.sandboxPay(orderId);
    expect(paid.statusCode).toBe(200);
    const result = paid.json().data;
    expect(result.razorpay_order_id).toBe(orderId);
    expect(result.razorpay_payment_id).toMatch(/^pay_sbx_[0-9a-f]{16}$/);
    const secret = sandboxSecret(Buffer.from(OTP_SECRET));
    expect(result.razorpay_signature).toBe(createHmac('sha256', secret).update(`${orderId}|${result.razorpay_payment_id}`).digest('hex'));
    expect((await rowsOf(bookingId)).orders[0]?.status).toBe('created');

    const confirmed = await calls.confirm(bookingId, result);

    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 200, message: 'Payment successful.' });
    const { booking, orders } = await rowsOf(bookingId);
    expect(booking.paymentStatus).toBe('paid');
    expect(orders).toEqual([expect.objectContaining({ status: 'captured', paymentId: result.razorpay_payment_id, capturedAt: expect.any(Date) })]);
  });

  it('owes back a line cancelled while the checkout was open, but not one cancelled before the order', async () => {
    const { token, id } = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, token);
    const bookingId = await insertBooking(testApp.db, id, [{ price: 1500 }, { price: 700 }, { price: 300 }]);
    const lines = await testApp.db.select().from(bookingLines).where(eq(bookingLines.bookingId, bookingId)).orderBy(bookingLines.id);
    const cancel = (lineId: number) =>
      testApp.app.inject({ method: 'POST', url: '/api/user/cancelbooking', headers: bearer(token), payload: { bookingId: lineId } });
    expect((await cancel(lines[2]!.id)).statusCode).toBe(200);
    const order = (await calls.createOrder(bookingId)).json().data;
    expect(order.amount).toBe(220_000);
    expect((await cancel(lines[1]!.id)).statusCode).toBe(200);

    expect((await calls.confirm(bookingId, (await calls.sandboxPay(order.order_id)).json().data)).statusCode).toBe(200);

    const after = await testApp.db.select().from(bookingLines).where(eq(bookingLines.bookingId, bookingId)).orderBy(bookingLines.id);
    expect(after.map((line) => [line.status, line.refundAmount])).toEqual([
      ['pending', 0],
      ['cancelled', 700],
      ['cancelled', 0],
    ]);
    expect((await rowsOf(bookingId)).booking.paymentStatus).toBe('paid');
  });

  it('refuses a tampered signature, a signature for another order or another payment, and changes nothing', async () => {
    const { calls, bookingId, orderId } = await customerWithOrder();
    const otherOrder = await customerWithOrder();
    const result = (await calls.sandboxPay(orderId)).json().data;
    const forOtherOrder = (await otherOrder.calls.sandboxPay(otherOrder.orderId)).json().data;
    const secondPayment = (await calls.sandboxPay(orderId)).json().data;
    const before = await rowsOf(bookingId);
    const flipped = result.razorpay_signature.replace(/^./, (digit: string) => (digit === 'a' ? 'b' : 'a'));

    const attempts = [
      { ...result, razorpay_signature: flipped },
      { ...result, razorpay_signature: forOtherOrder.razorpay_signature },
      { ...result, razorpay_signature: secondPayment.razorpay_signature },
      { ...result, razorpay_signature: '' },
    ];
    for (const attempt of attempts) {
      const response = await calls.confirm(bookingId, attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(verificationFailed);
    }
    expect(await rowsOf(bookingId)).toEqual(before);
    expect(before.booking.paymentStatus).toBe('pending');
  });

  it('answers 404 for a valid payment of another booking’s order', async () => {
    const { id, calls, bookingId, orderId } = await customerWithOrder();
    const secondBooking = await insertBooking(testApp.db, id, [{ price: 200 }]);
    const result = (await calls.sandboxPay(orderId)).json().data;

    const response = await calls.confirm(secondBooking, result);

    expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Payment order not found.' });
    expect((await rowsOf(secondBooking)).booking.paymentStatus).toBe('pending');
    expect((await rowsOf(bookingId)).orders[0]?.status).toBe('created');
  });

  it('keeps another customer out of the order, the confirmation and the sandbox checkout', async () => {
    const owner = await customerWithOrder();
    const stranger = await customerWithOrder();
    const result = (await owner.calls.sandboxPay(owner.orderId)).json().data;

    expect((await stranger.calls.sandboxPay(owner.orderId)).json()).toEqual({ status: 404, errors: {}, message: 'Payment order not found.' });
    expect((await stranger.calls.confirm(owner.bookingId, result)).json()).toEqual({ status: 404, errors: {}, message: 'Booking not found.' });
    expect((await stranger.calls.confirm(stranger.bookingId, result)).statusCode).toBe(404);
    expect((await rowsOf(owner.bookingId)).booking.paymentStatus).toBe('pending');
    expect((await rowsOf(stranger.bookingId)).booking.paymentStatus).toBe('pending');
  });

  it('accepts the same confirmation again, refuses a second payment of a paid order', async () => {
    const { calls, bookingId, orderId } = await customerWithOrder();
    const first = (await calls.sandboxPay(orderId)).json().data;
    const second = (await calls.sandboxPay(orderId)).json().data;
    expect((await calls.confirm(bookingId, first)).statusCode).toBe(200);
    const after = await rowsOf(bookingId);

    expect((await calls.confirm(bookingId, first)).json()).toEqual({ status: 200, message: 'Payment successful.' });
    expect((await calls.confirm(bookingId, second)).json()).toEqual({ status: 409, errors: {}, message: 'This order was already paid with another payment.' });
    expect((await calls.sandboxPay(orderId)).json()).toEqual({ status: 409, errors: {}, message: 'This order is already paid.' });
    expect(await rowsOf(bookingId)).toEqual(after);
  });

  it('answers 422 for a malformed booking id, an over-long result field and a malformed sandbox order id', async () => {
    const { calls, bookingId, orderId } = await customerWithOrder();
    const result = (await calls.sandboxPay(orderId)).json().data;
    const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/user/${url}`, payload, headers: calls.headers });

    const badId = await post('updaterazorpay/abc', result);
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toEqual({ status: 422, errors: { bookingId: ['Must be a positive whole number.'] } });
    const longSignature = await calls.confirm(bookingId, { ...result, razorpay_signature: 'a'.repeat(201) });
    expect(longSignature.statusCode).toBe(422);
    expect(longSignature.json()).toEqual({ status: 422, errors: { razorpay_signature: ['Must be at most 200 characters.'] } });
    for (const order_id of ['order x', 'o'.repeat(65)]) {
      const sandbox = await post('payments/sandbox/pay', { order_id });
      expect(sandbox.statusCode).toBe(422);
      expect(sandbox.json().errors.order_id).toHaveLength(1);
    }
    expect((await rowsOf(bookingId)).booking.paymentStatus).toBe('pending');
  });

  it('never trusts the body’s payment_status or a malformed result', async () => {
    const { calls, bookingId, orderId } = await customerWithOrder();

    const response = await calls.confirm(bookingId, { razorpay_payment_id: 'pay_x', razorpay_order_id: orderId, razorpay_signature: 'not hex' });

    expect(response.json()).toEqual(verificationFailed);
    expect((await rowsOf(bookingId)).booking.paymentStatus).toBe('pending');
  });
});

describe('a booking with two orders (an order, a line cancelled, a second order)', () => {
  const alreadyPaid = { status: 409, errors: {}, message: 'This booking is already paid.' };
  const overpaid = { status: 409, errors: {}, message: 'This booking was already paid with another payment. This payment will be refunded.' };

  async function customerWithTwoOrders() {
    const { token, id } = await signUp(testApp.app);
    const calls = paymentCalls(testApp.app, token);
    return { calls, ...(await bookingWithTwoOrders(testApp.db, id, calls)) };
  }

  it('takes the first payment, refuses a further order and checkout, and records the second payment as owed back', async () => {
    const { calls, bookingId, cancelledLineId, firstOrderId, secondOrderId } = await customerWithTwoOrders();
    // Both checkouts were opened before either payment was confirmed.
    const firstPayment = (await calls.sandboxPay(firstOrderId)).json().data;
    const secondPayment = (await calls.sandboxPay(secondOrderId)).json().data;

    expect((await calls.confirm(bookingId, firstPayment)).statusCode).toBe(200);
    expect((await calls.createOrder(bookingId)).json()).toEqual(alreadyPaid);
    expect((await calls.sandboxPay(secondOrderId)).json()).toEqual(alreadyPaid);
    const second = await calls.confirm(bookingId, secondPayment);

    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(overpaid);
    const { booking, orders } = await rowsOf(bookingId);
    expect(booking.paymentStatus).toBe('paid');
    expect(orders).toEqual([
      expect.objectContaining({ orderId: firstOrderId, status: 'captured', overpaidAmount: 0 }),
      // The sandbox moves no money: owed back, with no refund made.
      expect.objectContaining({ orderId: secondOrderId, status: 'captured', paymentId: secondPayment.razorpay_payment_id, overpaidAmount: 360_000 }),
    ]);
    // The first payment covered the line cancelled after its order: that is owed back too.
    expect((await linesOf(testApp.db, bookingId)).find((line) => line.id === cancelledLineId)?.refundAmount).toBe(3000);

    expect((await calls.confirm(bookingId, secondPayment)).json()).toEqual(overpaid);
    expect(await ordersOf(testApp.db, bookingId)).toEqual(orders);
  });

  it('counts exactly one of two payments of two orders confirmed at the same moment', async () => {
    const { calls, bookingId, firstOrderId, secondOrderId } = await customerWithTwoOrders();
    const payments = [(await calls.sandboxPay(firstOrderId)).json().data, (await calls.sandboxPay(secondOrderId)).json().data];

    const responses = await Promise.all(payments.map((payment) => calls.confirm(bookingId, payment)));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toEqual(overpaid);
    const { booking, orders } = await rowsOf(bookingId);
    expect(booking.paymentStatus).toBe('paid');
    expect(orders.map((order) => order.status)).toEqual(['captured', 'captured']);
    const overpaidOrders = orders.filter((order) => order.overpaidAmount > 0);
    expect(overpaidOrders).toHaveLength(1);
    expect(overpaidOrders[0]!.overpaidAmount).toBe(overpaidOrders[0]!.amount);
    // Whichever payment counted, what is kept is what the booking owes: ₹3,600.
    const captured = orders.reduce((sum, order) => sum + order.amount, 0);
    const owedBack = overpaidOrders[0]!.overpaidAmount + (await linesOf(testApp.db, bookingId)).reduce((sum, line) => sum + line.refundAmount * 100, 0);
    expect(captured - owedBack).toBe(360_000);
  });
});
