// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { eq } from 'drizzle-orm';
import { bookingLines, bookingRequests, bookings, cartItems } from '../../db/schema';
import { manualClock, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { call, contact, serviceIdNamed, storedService } from './testKit';

let testApp: TestApp;
const time = manualClock();
let electrician: number;
let plumber: number;

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock });
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
  plumber = await serviceIdNamed(testApp.db, 'Plumber');
});
afterAll(() => testApp.close());

const fillCart = async (token: string) => {
  for (const serviceId of [electrician, plumber]) await call(testApp.app, token, 'POST', 'addtocart', { serviceId });
};
const body = () => ({
  storedServices: [
    storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 2 }),
    storedService({ serviceId: plumber, serviceMethod: 'day', workingDuration: 1 }),
  ],
  formData: contact,
});
const createBooking = (token: string, headers: Record<string, string> = {}) => call(testApp.app, token, 'POST', 'createbooking', body(), headers);
const bookingsOf = (userId: number) => testApp.db.select().from(bookings).where(eq(bookings.userId, userId));

describe('createbooking is idempotent', () => {
  it.each([
    ['without an Idempotency-Key (the request body is the key)', {}],
    ['with one Idempotency-Key', { 'idempotency-key': 'checkout-7f3c2a' }],
  ])('20 identical requests at once make one booking, %s', async (_name, headers) => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    await fillCart(customer.token);

    const replies = await Promise.all(Array.from({ length: 20 }, () => createBooking(customer.token, headers)));

    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const ids = new Set(replies.map((reply) => reply.body.data.id));
    expect(ids.size).toBe(1);
    const made = await bookingsOf(customer.id);
    expect(made.map((booking) => booking.id)).toEqual([...ids]);
    expect(await testApp.db.select().from(bookingLines).where(eq(bookingLines.bookingId, made[0]!.id))).toHaveLength(2);
    expect(await testApp.db.select().from(cartItems).where(eq(cartItems.userId, customer.id))).toHaveLength(0);
    expect(await testApp.db.select().from(bookingRequests).where(eq(bookingRequests.userId, customer.id))).toEqual([
      expect.objectContaining({ bookingId: made[0]!.id }),
    ]);
  });

  it('gives the same booking back for 10 minutes, then books the same cart anew', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    await fillCart(customer.token);
    const first = await createBooking(customer.token);

    await fillCart(customer.token);
    time.advance(9 * 60);
    expect((await createBooking(customer.token)).body.data.id).toBe(first.body.data.id);

    time.advance(61);
    const later = await createBooking(customer.token);
    expect(later.status).toBe(200);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect(await bookingsOf(customer.id)).toHaveLength(2);
    expect(await testApp.db.select().from(cartItems).where(eq(cartItems.userId, customer.id))).toHaveLength(0);
  });

  it('keeps a client’s own key for a day, per customer', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const other = await signUpVerified(testApp.app, testApp.db);
    const key = { 'idempotency-key': 'retry-me-0001' };
    await fillCart(customer.token);
    await fillCart(other.token);
    const first = await createBooking(customer.token, key);
    const others = await createBooking(other.token, key);
    expect(others.body.data.id).not.toBe(first.body.data.id);

    time.advance(23 * 60 * 60);
    expect((await createBooking(customer.token, key)).body.data.id).toBe(first.body.data.id);

    time.advance(60 * 60 + 1);
    await fillCart(customer.token);
    const nextDay = await createBooking(customer.token, key);
    expect(nextDay.body.data.id).not.toBe(first.body.data.id);
    expect(await bookingsOf(customer.id)).toHaveLength(2);
  });

  it("drops a customer's expired claims of any key when they book again", async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    await fillCart(customer.token);
    await createBooking(customer.token, { 'idempotency-key': 'old-checkout-1' });
    await fillCart(customer.token);
    await createBooking(customer.token);
    const claims = () => testApp.db.select({ key: bookingRequests.requestKey }).from(bookingRequests).where(eq(bookingRequests.userId, customer.id));
    expect(await claims()).toHaveLength(2);

    time.advance(24 * 60 * 60 + 1);
    await fillCart(customer.token);
    await createBooking(customer.token, { 'idempotency-key': 'new-checkout-2' });
    expect(await claims()).toEqual([{ key: 'new-checkout-2' }]);
  });

  it('refuses an Idempotency-Key that is empty, too long or not visible ASCII', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    await fillCart(customer.token);
    for (const bad of ['', 'a'.repeat(129), 'two words', 'clé']) {
      const reply = await createBooking(customer.token, { 'idempotency-key': bad });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ 'Idempotency-Key': ['Idempotency-Key must be 1 to 128 visible characters.'] });
    }
    expect(await bookingsOf(customer.id)).toHaveLength(0);
    expect((await createBooking(customer.token, { 'idempotency-key': 'k'.repeat(128) })).status).toBe(200);
  });

  it('book/singleservice is idempotent too', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const single = { ...contact, serviceId: electrician, serviceMethod: 'hour', workingDuration: 4, preferredTime: '10:00', preferredDate: '2026-03-06' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => call(testApp.app, customer.token, 'POST', 'book/singleservice', single)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(5).fill(200));
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    expect(await bookingsOf(customer.id)).toHaveLength(1);
  });
});

describe('an Idempotency-Key reused for another request', () => {
  it('answers 422 and makes no second booking', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    await fillCart(customer.token);
    const key = { 'idempotency-key': 'reused-key-0001' };
    const first = await createBooking(customer.token, key);
    expect(first.status).toBe(200);

    await call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId: electrician });
    const other = await call(
      testApp.app,
      customer.token,
      'POST',
      'createbooking',
      { storedServices: [storedService({ serviceId: electrician, serviceMethod: 'day', workingDuration: 3 })], formData: contact },
      key,
    );

    expect(other).toEqual({
      status: 422,
      body: {
        status: 422,
        errors: { 'Idempotency-Key': ['This Idempotency-Key was used for another request.'] },
        message: 'This Idempotency-Key was used for another request.',
      },
    });
    expect(await bookingsOf(customer.id)).toHaveLength(1);
  });
});
