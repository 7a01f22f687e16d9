import * as v from 'valibot';
import type { NotificationsReadWire, NotificationWire } from '@servenear/shared/wire';
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
  /** The site's page where the event is followed up (/service-enquiry for an enquiry's answer, …). */
  link: string;
}

/** The bell's and /notification's data: the latest events, newest first, and the unread count. */
export interface NotificationFeed {
  unread: number;
  notifications: CustomerNotification[];
}

/** One event's fields as every role's feed sends them; kind is any text: a server that learnt a new kind must not break an older page. */
const notificationEntries = { id: v.number(), kind: v.string(), message: v.string(), booking_id: v.nullable(v.number()), created_at: v.string(), read: v.boolean(), link: v.string() };

const itemReply = readsWire<NotificationWire>()(v.object(notificationEntries));
const readReply = readsWire<NotificationsReadWire>()(v.object({ unread: v.number() }));

/**
 * GET <role>/notifications, checked once against the event schema both roles share: the unread
 * count and the events in the app's words, each with the page the server says follows it up.
 */
export async function latestFeed(role: 'user' | 'employee', options: { signal?: AbortSignal } = {}): Promise<NotificationFeed> {
  const response = await apiClient.get<unknown>(`${role}/notifications`, { signal: options.signal });
  const { unread, notifications } = parseReply(envelope(v.object({ unread: v.number(), notifications: v.array(itemReply) })), response).data;
  return {
    unread,
    notifications: notifications.map(({ id, kind, message, booking_id, created_at, read, link }) => ({ id, kind, message, bookingId: booking_id, createdAt: created_at, read, link })),
  };
}

/** POST a role's notifications/read call (all, or one by its path); the reply only confirms. */
export async function postRead(path: string): Promise<void> {
  parseReply(envelope(readReply), await apiClient.post<unknown>(path, {}));
}

/** The feed once everything in it has been seen: what POST user/notifications/read leaves. */
export function allRead(feed: NotificationFeed): NotificationFeed {
  return { unread: 0, notifications: feed.notifications.map((item) => ({ ...item, read: true })) };
}

/** The customer's notification calls (ours: the spec's popup and page were static). */
export const notificationsApi = {
  /** GET user/notifications. */
  latest(options: { signal?: AbortSignal } = {}): Promise<NotificationFeed> {
    return latestFeed('user', options);
  },

  /** POST user/notifications/read: marks every unread one read. */
  markRead(): Promise<void> {
    return postRead('user/notifications/read');
  },
};
