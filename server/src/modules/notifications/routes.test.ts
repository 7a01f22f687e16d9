import { bearer, demo, login, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { insertBooking, serviceIdNamed } from '../partner/bookings/testBookings';
import { bookingReceived } from './record';
import { insertNotification } from './repository';
import { feedOf } from './testNotifications';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '50' } });
});
afterAll(() => testApp.close());

const markRead = (token: string) => testApp.app.inject({ method: 'POST', url: '/api/user/notifications/read', headers: bearer(token) });

/** A customer told about `count` bookings, one a minute from 09:00 UTC on 1 March 2026. */
async function customerWithNotifications(count: number) {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const electrician = await serviceIdNamed(testApp.db, 'Electrician');
  const bookingIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { bookingId } = await insertBooking(testApp.db, { userId: customer.id, lines: [{ serviceId: electrician }] });
    await insertNotification(testApp.db, bookingReceived({ userId: customer.id, bookingId, at: new Date(Date.UTC(2026, 2, 1, 9, index)) }));
    bookingIds.push(bookingId);
  }
  return { ...customer, bookingIds };
}

describe('GET /api/user/notifications', () => {
  it('lists the latest 30, newest first, and counts every unread one', async () => {
    const customer = await customerWithNotifications(32);

    const feed = await feedOf(testApp.app, customer.token);

    expect(feed.unread).toBe(32);
    expect(feed.notifications).toHaveLength(30);
    expect(feed.notifications.map((item) => item.booking_id)).toEqual(customer.bookingIds.slice(2).reverse());
    expect(feed.notifications[0]).toEqual({
      id: expect.any(Number),
      kind: 'booking_received',
      message: expect.stringMatching(/^Your booking SN-\d{6} has been received\.$/),
      booking_id: customer.bookingIds[31],
      created_at: '2026-03-01T09:31:00.000Z',
      read: false,
      link: '/instand-booking',
    });
  });

  it('answers a visitor 401 and a partner 403', async () => {
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/user/notifications' });
    expect(visitor.statusCode).toBe(401);
    const partner = (await login(testApp.app, 'employee', demo.partner)).token;
    const asPartner = await testApp.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(partner) });
    expect(asPartner.statusCode).toBe(403);
    expect((await markRead(partner)).statusCode).toBe(403);
  });

  it('shows another customer none of them', async () => {
    await customerWithNotifications(2);
    const other = await signUpVerified(testApp.app, testApp.db);
    expect(await feedOf(testApp.app, other.token)).toEqual({ unread: 0, notifications: [] });
  });
});

describe('POST /api/user/notifications/read', () => {
  it('marks every unread one read, and only the customer’s own', async () => {
    const customer = await customerWithNotifications(3);
    const other = await customerWithNotifications(1);

    const response = await markRead(customer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, data: { unread: 0 } });
    const feed = await feedOf(testApp.app, customer.token);
    expect(feed.unread).toBe(0);
    expect(feed.notifications.map((item) => item.read)).toEqual([true, true, true]);
    expect((await feedOf(testApp.app, other.token)).unread).toBe(1);
  });

  it('keeps what was read read: a later event is the only unread one', async () => {
    const customer = await customerWithNotifications(1);
    await markRead(customer.token);
    const { bookingId } = await insertBooking(testApp.db, { userId: customer.id, lines: [{ serviceId: await serviceIdNamed(testApp.db, 'Plumber') }] });
    await insertNotification(testApp.db, bookingReceived({ userId: customer.id, bookingId, at: new Date(Date.UTC(2026, 2, 2)) }));

    const feed = await feedOf(testApp.app, customer.token);
    expect(feed.unread).toBe(1);
    expect(feed.notifications.map((item) => item.read)).toEqual([false, true]);
  });
});

