import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationKind } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { bookingLines, bookings, notifications, services, users } from '../../db/schema';

/** A transaction or the database: notifications are written inside the event's transaction. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  bookingId: number;
  lineId: number | null;
  message: string;
  at: Date;
}

export async function insertNotification(db: Writer, row: NewNotification): Promise<number> {
  const [inserted] = await db
    .insert(notifications)
    .values({ userId: row.userId, kind: row.kind, bookingId: row.bookingId, lineId: row.lineId, message: row.message, createdAt: row.at })
    .returning({ id: notifications.id });
  return inserted!.id;
}

export async function deleteNotification(db: Writer, id: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/** Whose line it is and what the customer calls it: the booking's customer, the booking and the service's name. */
export async function lineContext(db: Writer, lineId: number) {
  const [row] = await db
    .select({ userId: bookings.userId, bookingId: bookingLines.bookingId, serviceName: services.name })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .where(eq(bookingLines.id, lineId));
  return row ?? null;
}

export async function accountName(db: Writer, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** The person's newest events first; ties (one transaction's events) by id, so the later write comes first. */
export function latestFor(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      message: notifications.message,
      bookingId: notifications.bookingId,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

export async function markAllRead(db: Database, userId: number, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
