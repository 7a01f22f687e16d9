import * as v from 'valibot';
import type { NotificationFeedWire, NotificationsReadWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, parseReply, readsWire } from './reply';

/** One event a partner is told about (a job allocated, cancelled, approved or paid; their account's verification). */
export interface PartnerNotification {
  id: number;
  /** job_allocated, booking_paid, …; a kind this build does not know is still shown. */
  kind: string;
  message: string;
  bookingId: number | null;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
  /** The site's page to follow the event up, as the server decided it. */
  link: string;
}

/** The partner's bell, /notification-popup and /employee-notification: the latest events and the unread count. */
export interface PartnerNotificationFeed {
  unread: number;
  notifications: PartnerNotification[];
}

// kind is read as any text: a server that learnt a new kind must not break an older page.
const feedReply = readsWire<NotificationFeedWire>()(
  v.object({
    unread: v.number(),
    notifications: v.array(
      v.object({
        id: v.number(),
        kind: v.string(),
        message: v.string(),
        booking_id: v.nullable(v.number()),
        created_at: v.string(),
        read: v.boolean(),
        link: v.string(),
      }),
    ),
  }),
);
const readReply = readsWire<NotificationsReadWire>()(v.object({ unread: v.number() }));

/** The feed once the given events (every one when none are named) have been read. */
export function markedRead(feed: PartnerNotificationFeed, ids: readonly number[] | null): PartnerNotificationFeed {
  const notifications = feed.notifications.map((item) => (ids === null || ids.includes(item.id) ? { ...item, read: true } : item));
  const newlyRead = feed.notifications.filter((item, index) => !item.read && notifications[index]!.read).length;
  return { unread: ids === null ? 0 : Math.max(0, feed.unread - newlyRead), notifications };
}

/** The partner's notification calls (ours: the spec's popup and page were static). */
export const partnerNotificationsApi = {
  /** GET employee/notifications. */
  async latest(options: { signal?: AbortSignal } = {}): Promise<PartnerNotificationFeed> {
    const response = await apiClient.get<unknown>('employee/notifications', { signal: options.signal });
    const { unread, notifications } = parseReply(envelope(feedReply), response).data;
    return {
      unread,
      notifications: notifications.map((item) => ({
        id: item.id,
        kind: item.kind,
        message: item.message,
        bookingId: item.booking_id,
        createdAt: item.created_at,
        read: item.read,
        link: item.link,
      })),
    };
  },

  /** POST employee/notifications/read: every unread one read. */
  async markAllRead(): Promise<void> {
    parseReply(envelope(readReply), await apiClient.post<unknown>('employee/notifications/read', {}));
  },

  /** POST employee/notifications/{id}/read: one read. */
  async markRead(id: number): Promise<void> {
    parseReply(envelope(readReply), await apiClient.post<unknown>(`employee/notifications/${id}/read`, {}));
  },
};
