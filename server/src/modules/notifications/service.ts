import { LATEST_NOTIFICATIONS } from '@servenear/shared/endpoints';
import type { NotificationFeedWire, NotificationKind } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/httpError';
import { notificationLink } from './links';
import { notificationServiceMessages } from './messages';
import { latestFor, markAllRead, markOneRead, unreadCount } from './repository';

type Context = Pick<AppContext, 'db' | 'clock'>;

/** Whose notifications: a customer's ('user') or a partner's ('employee'), as the session's role says. */
export type NotificationRole = 'user' | 'employee';

export { notificationServiceMessages };

/** GET …/notifications: the person's latest events, newest first, and how many are unread. */
export async function notificationFeed({ db }: Context, userId: number, role: NotificationRole): Promise<NotificationFeedWire> {
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
      link: notificationLink(row.kind, role),
    })),
  };
}

/** POST …/notifications/read: opening the popup has shown the person everything there is. */
export async function markNotificationsRead({ db, clock }: Context, userId: number): Promise<{ unread: number }> {
  await markAllRead(db, userId, clock());
  return { unread: 0 };
}

/** POST …/notifications/{id}/read: one event followed up; how many are still unread. Another person's id is not found. */
export async function markNotificationRead({ db, clock }: Context, userId: number, id: number): Promise<{ unread: number }> {
  if (!(await markOneRead(db, userId, id, clock()))) throw notFound(notificationServiceMessages.notFound);
  return { unread: await unreadCount(db, userId) };
}
