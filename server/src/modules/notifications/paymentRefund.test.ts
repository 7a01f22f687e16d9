import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { insertBooking, linesOf, paymentCalls } from '../payments/testBookings';
import { messagesOf, reference } from './testNotifications';

/**
 * The refund a payment records after the fact: a line cancelled while the checkout was open was
 * paid for too. On the system clock, as the payment tests run: the order's time is the database's.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('tells the customer of the refund for a line cancelled while the checkout was open', async () => {
  const { token, id } = await signUp(testApp.app);
  const calls = paymentCalls(testApp.app, token);
  const bookingId = await insertBooking(testApp.db, id, [{ price: 1500 }, { price: 12_500 }]);
  const [, cancelled] = await linesOf(testApp.db, bookingId);
  const order = (await calls.createOrder(bookingId)).json().data;
  expect((await calls.cancelLine(cancelled!.id)).statusCode).toBe(200);
  // Cancelled before it was paid: nothing to refund yet.
  expect(await messagesOf(testApp.app, token)).toEqual([]);

  expect((await calls.confirm(bookingId, (await calls.sandboxPay(order.order_id)).json().data)).statusCode).toBe(200);

  expect(await messagesOf(testApp.app, token)).toEqual([`Refund of ₹12,500 for ${reference(bookingId)} initiated.`]);
});
