import { queryKeys } from '@servenear/shared/host';
import { endpointUrl } from './define';
import {
  customerNotificationReadEndpoint,
  customerNotificationsEndpoint,
  customerNotificationsReadEndpoint,
  partnerNotificationReadEndpoint,
  partnerNotificationsEndpoint,
  partnerNotificationsReadEndpoint,
} from './notifications';

const item = { id: 4, kind: 'job_allocated', message: 'A job is yours.', booking_id: 12, created_at: '2026-11-29T08:00:00.000Z', read: false, link: '/employee-home' };

describe('the notification endpoints', () => {
  it('name the same three calls under each side’s prefix', () => {
    expect([customerNotificationsEndpoint, customerNotificationsReadEndpoint].map((endpoint) => `${endpoint.method} ${endpointUrl(endpoint)}`)).toEqual([
      'GET user/notifications',
      'POST user/notifications/read',
    ]);
    expect(endpointUrl(customerNotificationReadEndpoint, { params: { id: 4 } })).toBe('user/notifications/4/read');
    expect([partnerNotificationsEndpoint, partnerNotificationsReadEndpoint].map((endpoint) => `${endpoint.method} ${endpointUrl(endpoint)}`)).toEqual([
      'GET employee/notifications',
      'POST employee/notifications/read',
    ]);
    expect(endpointUrl(partnerNotificationReadEndpoint, { params: { id: 4 } })).toBe('employee/notifications/4/read');
  });

  it('keep each side’s feed under its own key', () => {
    expect(customerNotificationsEndpoint.key?.({})).toEqual(queryKeys.account.notifications());
    expect(partnerNotificationsEndpoint.key?.({})).toEqual(queryKeys.partner.notifications());
  });

  it('read the feed in the app’s words', () => {
    const reply = customerNotificationsEndpoint.reply.parse({ status: 200, data: { unread: 1, notifications: [item] } });
    expect(customerNotificationsEndpoint.toModel(reply)).toEqual({
      unread: 1,
      notifications: [{ id: 4, kind: 'job_allocated', message: 'A job is yours.', bookingId: 12, createdAt: '2026-11-29T08:00:00.000Z', read: false, link: '/employee-home' }],
    });
  });

  it('take a kind this build does not know: a newer server must not break an older page', () => {
    const reply = { status: 200, data: { unread: 0, notifications: [{ ...item, kind: 'kind_from_a_newer_server' }] } };
    expect(partnerNotificationsEndpoint.reply.safeParse(reply).success).toBe(true);
    expect(partnerNotificationsEndpoint.reply.safeParse({ ...reply, data: { ...reply.data, unread: '0' } }).success).toBe(false);
  });
});
