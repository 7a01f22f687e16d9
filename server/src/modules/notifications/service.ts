import type { NotificationFeedWire, NotificationKind } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { latestFor, markAllRead, unreadCount } from './repository';

type Context = Pick<AppContext, 'db' | 'clock'>;

/** The popup and /notification show this many; older events stay stored but are not listed. */
export const LATEST_NOTIFICATIONS = 30;

/** GET user/notifications: the customer's latest events, newest first, and how many are unread. */
export async function notificationFeed({ db }: Context, userId: number): Promise<NotificationFeedWire> {
  const [rows, unread] = await Promise.all([latestFor(db, userId, LATEST_NOTIFICATIONS), unreadCount(db, userId)]);
  return {
    unread,
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      message: row.message,
      booking_id: row.bookingId,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
  };
}

/** POST user/notifications/read: opening the popup has shown the customer everything there is. */
export async function markNotificationsRead({ db, clock }: Context, userId: number): Promise<{ unread: number }> {
  await markAllRead(db, userId, clock());
  return { unread: 0 };
}
