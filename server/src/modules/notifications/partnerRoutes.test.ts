import { bearer, demo, login, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { accountId, insertBooking, serviceIdNamed } from '../partner/bookings/testBookings';
import { bookingReceived, recordPartnerLineEvent } from './record';
import { insertNotification } from './repository';
import { feedOf } from './testNotifications';

/** GET and POST employee/notifications…: the partner's own, and neither side reaches the other's. */
let testApp: TestApp;
let partner: { id: number; token: string };
let customer: { id: number; token: string };
let bookingIds: number[];

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '50' } });
  partner = { id: await accountId(testApp.db, 'employee', demo.partner.mobile), token: (await login(testApp.app, 'employee', demo.partner)).token };
  customer = await signUpVerified(testApp.app, testApp.db);
  const electrician = await serviceIdNamed(testApp.db, 'Electrician');
  bookingIds = [];
  // Three jobs allocated to the partner, one a minute; the customer is told of each booking.
  for (let index = 0; index < 3; index += 1) {
    const { bookingId, lineIds } = await insertBooking(testApp.db, {
      userId: customer.id,
      lines: [{ serviceId: electrician, status: 'assigned', partnerId: partner.id }],
    });
    const at = new Date(Date.UTC(2026, 2, 1, 9, index));
    await insertNotification(testApp.db, bookingReceived({ userId: customer.id, bookingId, at }));
    await recordPartnerLineEvent(testApp.db, { id: lineIds[0]!, partnerId: partner.id }, { kind: 'job_allocated' }, at);
    bookingIds.push(bookingId);
  }
});
afterAll(() => testApp.close());

const post = (token: string, url: string) => testApp.app.inject({ method: 'POST', url, headers: bearer(token) });

it('lists the partner’s events newest first, each with its time and link', async () => {
  const feed = await feedOf(testApp.app, partner.token, 'employee');
  expect(feed.unread).toBeGreaterThanOrEqual(3);
  const ours = feed.notifications.filter((item) => bookingIds.includes(item.booking_id!));
  expect(ours.map((item) => item.booking_id)).toEqual([...bookingIds].reverse());
  expect(ours[0]).toEqual({
    id: expect.any(Number),
    kind: 'job_allocated',
    message: expect.stringMatching(/^You have a new job: Electrician \(SN-\d{6}\)\.$/),
    booking_id: bookingIds[2],
    created_at: '2026-03-01T09:02:00.000Z',
    read: false,
    link: '/employee-booking-list',
  });
});

it('answers a visitor 401 and a customer 403, and the customer’s calls refuse the partner', async () => {
  expect((await testApp.app.inject({ method: 'GET', url: '/api/employee/notifications' })).statusCode).toBe(401);
  expect((await testApp.app.inject({ method: 'GET', url: '/api/employee/notifications', headers: bearer(customer.token) })).statusCode).toBe(403);
  expect((await post(customer.token, '/api/employee/notifications/read')).statusCode).toBe(403);
  const partnerOwn = (await feedOf(testApp.app, partner.token, 'employee')).notifications[0]!;
  expect((await post(customer.token, `/api/employee/notifications/${partnerOwn.id}/read`)).statusCode).toBe(403);
  expect((await testApp.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(partner.token) })).statusCode).toBe(403);
});

it('marks one read: only that one, and another person’s id is not found', async () => {
  const customerOwn = (await feedOf(testApp.app, customer.token)).notifications[0]!;
  expect((await post(partner.token, `/api/employee/notifications/${customerOwn.id}/read`)).statusCode).toBe(404);
  expect((await feedOf(testApp.app, customer.token)).notifications[0]!.read).toBe(false);

  const before = await feedOf(testApp.app, partner.token, 'employee');
  const newest = before.notifications[0]!;
  const response = await post(partner.token, `/api/employee/notifications/${newest.id}/read`);

  expect(response.json()).toEqual({ status: 200, data: { unread: before.unread - 1 } });
  const after = await feedOf(testApp.app, partner.token, 'employee');
  expect(after.notifications.map((item) => item.read)).toEqual(before.notifications.map((item) => item.id === newest.id || item.read));
});

it('marks all read: only the partner’s own, never the customer’s', async () => {
  const response = await post(partner.token, '/api/employee/notifications/read');
  expect(response.json()).toEqual({ status: 200, data: { unread: 0 } });
  expect((await feedOf(testApp.app, partner.token, 'employee')).unread).toBe(0);
  expect((await feedOf(testApp.app, customer.token)).unread).toBe(3);
});

it('the customer marks one of theirs read', async () => {
  const [first] = (await feedOf(testApp.app, customer.token)).notifications;
  expect((await post(customer.token, `/api/user/notifications/${first!.id}/read`)).json()).toEqual({ status: 200, data: { unread: 2 } });
});
