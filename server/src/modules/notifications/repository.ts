import { and, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, loadTexts, type Language } from '@servenear/shared/i18n';
import type { NotificationKind } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { bookingLines, bookings, notifications, services, users } from '../../db/schema';
import { inLanguage } from '../../plugins/language';
import { queueSmsFor } from './smsJobs';

/** A transaction or the database: notifications (and their texts' jobs) are written inside the event's transaction. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Ops' kinds (issue 37): written for every admin account, so ops are told of each step of a move
 * in its transaction. Not on the wire: ops have no bell on the site (admin API and CLI).
 */
export type OpsNotificationKind =
  | 'ops_pd_accepted'
  | 'ops_pd_paid'
  | 'ops_pd_picked_up'
  | 'ops_pd_delivered'
  | 'ops_refund_failed'
  | 'ops_payout_failed'
  /** Issue 38: the weekly payout batch was proposed by itself and waits for ops' approval. */
  | 'ops_payout_batch_proposed';

export interface NewNotification {
  userId: number;
  kind: NotificationKind | OpsNotificationKind;
  /** None for an event about the account rather than a booking (a partner's verification). */
  bookingId: number | null;
  lineId: number | null;
  /**
   * The sentence (issue 41): a function, called with texts read in the RECIPIENT's language
   * (users.language, English when they never chose one), whoever's request or job makes the
   * event; or a sentence already written in it (bookingReceived's, ops' English).
   */
  message: string | (() => string);
  /** The recipient's language when the caller has read it already (null: never chosen); else it is read here. */
  language?: Language | null;
  at: Date;
}

/** A notification as it is stored: its sentence written. */
export type WrittenNotification = Omit<NewNotification, 'message' | 'language'> & { message: string };

const isWritten = (row: NewNotification): row is NewNotification & { message: string } => typeof row.message === 'string';

/** Every notification is written here, and its SMS queued with it when its kind is texted (smsTexts.ts). */
const columnsOf = (row: WrittenNotification) => ({ userId: row.userId, kind: row.kind, bookingId: row.bookingId, lineId: row.lineId, message: row.message, createdAt: row.at });

/** The language a person's notifications and texts are written in: their choice, else English. */
async function languageOf(db: Writer, userId: number): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The notification with its sentence written in its recipient's language. */
async function written(db: Writer, row: NewNotification): Promise<WrittenNotification> {
  if (isWritten(row)) {
    const { language: _language, ...stored } = row;
    return stored;
  }
  const language = row.language === undefined ? await languageOf(db, row.userId) : (row.language ?? DEFAULT_LANGUAGE);
  // Loaded at startup (plugins/language.ts); a job may run before that is done: waits for it then.
  await loadTexts(language);
  const { message, language: _language, ...rest } = row;
  return { ...rest, message: inLanguage(language, message as () => string) };
}

export async function insertNotification(db: Writer, row: NewNotification): Promise<number> {
  const [inserted] = await db.insert(notifications).values(columnsOf(await written(db, row))).returning({ id: notifications.id });
  const id = inserted!.id;
  await notificationWritten(db, id, row);
  return id;
}

/**
 * After a notification is written (by insertNotification, or by a caller in a statement of its
 * own: bookings/placementStatements.ts): its text is queued in the same transaction. Its live
 * event (issue 40) is written by the insert itself (migration 0033's trigger).
 */
export async function notificationWritten(tx: Writer, id: number, row: Pick<NewNotification, 'kind'>): Promise<void> {
  await queueSmsFor(tx, { id, kind: row.kind });
}

export async function deleteNotification(db: Writer, id: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/**
 * Whose line it is and what the customer calls it: the booking's customer (and the language they
 * read), the booking and the service's name.
 */
export async function lineContext(db: Writer, lineId: number) {
  const [row] = await db
    .select({ userId: bookings.userId, language: users.language, bookingId: bookingLines.bookingId, serviceName: services.name })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .where(eq(bookingLines.id, lineId));
  return row ?? null;
}

/** The lines of a booking a partner still holds (not cancelled), each with its partner. */
export async function assignedLinesOf(db: Writer, bookingId: number) {
  const rows = await db
    .select({ lineId: bookingLines.id, partnerId: bookingLines.partnerId })
    .from(bookingLines)
    .where(and(eq(bookingLines.bookingId, bookingId), isNotNull(bookingLines.partnerId), ne(bookingLines.status, 'cancelled')))
    .orderBy(bookingLines.id);
  return rows.map((row) => ({ lineId: row.lineId, partnerId: row.partnerId! }));
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

/** Marks one of the person's own notifications read; false when they have none with that id. */
export async function markOneRead(db: Database, userId: number, id: number, at: Date): Promise<boolean> {
  const [owned] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!owned) return false;
  // Read once: a second mark keeps the first time it was read.
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  return true;
}
