import * as v from 'valibot';
import type { NotificationFeedWire, NotificationsReadWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, parseReply, readsWire } from './reply';

/** One event the customer is told about, in the app's own words. */
export interface CustomerNotification {
  id: number;
  /** booking_received, partner_assigned, …; a kind this build does not know is still shown. */
  kind: string;
  message: string;
  bookingId: number | null;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
}

/** The bell's and /notification's data: the latest events, newest first, and the unread count. */
export interface NotificationFeed {
  unread: number;
  notifications: CustomerNotification[];
}

// kind is read as any text: a server that learnt a new kind must not break an older page.
const feedReply = readsWire<NotificationFeedWire>()(
  v.object({
    unread: v.number(),
    notifications: v.array(
      v.object({ id: v.number(), kind: v.string(), message: v.string(), booking_id: v.nullable(v.number()), created_at: v.string(), read: v.boolean() }),
    ),
  }),
);
const readReply = readsWire<NotificationsReadWire>()(v.object({ unread: v.number() }));

/** The feed once everything in it has been seen: what POST user/notifications/read leaves. */
export function allRead(feed: NotificationFeed): NotificationFeed {
  return { unread: 0, notifications: feed.notifications.map((item) => ({ ...item, read: true })) };
}

/** The customer's notification calls (ours: the spec's popup and page were static). */
export const notificationsApi = {
  /** GET user/notifications. */
  async latest(options: { signal?: AbortSignal } = {}): Promise<NotificationFeed> {
    const response = await apiClient.get<unknown>('user/notifications', { signal: options.signal });
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
      })),
    };
  },

  /** POST user/notifications/read: marks every unread one read. */
  async markRead(): Promise<void> {
    const response = await apiClient.post<unknown>('user/notifications/read', {});
    parseReply(envelope(readReply), response);
  },
};
