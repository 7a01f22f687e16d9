import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { LineStatus } from '@servenear/shared/domain';
import type { Database } from '../../../db/client';
import { bookingLines, bookings, partnerCancellations, partnerServiceOffers, services, users } from '../../../db/schema';
import { averageRating } from '../../catalog/repository';
import { latestDisputeOfLine } from '../../disputes/repository';

/** A partner's line with what the booking cards show: the service, its rating and the customer's contact. */
const partnerLineColumns = {
  id: bookingLines.id,
  status: bookingLines.status,
  workMethod: bookingLines.workMethod,
  duration: bookingLines.duration,
  serviceDate: bookingLines.serviceDate,
  serviceTime: bookingLines.serviceTime,
  price: bookingLines.price,
  startedAt: bookingLines.startedAt,
  completedAt: bookingLines.completedAt,
  approvedAt: bookingLines.approvedAt,
  cancelledAt: bookingLines.cancelledAt,
  cancelledBy: bookingLines.cancelledBy,
  rescheduleDate: bookingLines.rescheduleDate,
  rescheduleTime: bookingLines.rescheduleTime,
  rescheduleStatus: bookingLines.rescheduleStatus,
  serviceName: services.name,
  imageUrl: services.imageUrl,
  ratingCount: services.ratingCount,
  averageRating,
  customerName: bookings.name,
  mobile: bookings.mobile,
  email: bookings.email,
  address: bookings.address,
  description: bookings.description,
  /** Issue 37: the line's latest dispute (the customer's reason and ops' outcome). */
  dispute: latestDisputeOfLine,
  /** The partner's own offer of the line's service (what /ServiceEdit opens), null once they no longer offer it. */
  serviceOfferId: sql<number | null>`(SELECT ${partnerServiceOffers.id} FROM ${partnerServiceOffers}
    WHERE ${partnerServiceOffers.userId} = ${bookingLines.partnerId} AND ${partnerServiceOffers.serviceId} = ${bookingLines.serviceId} LIMIT 1)`,
};

export type PartnerLineRow = Awaited<ReturnType<typeof listPartnerLines>>[number];

/** Which of a partner's lists, and its order. */
export const partnerLists = {
  open: { statuses: ['assigned', 'confirmed'], order: [asc(bookingLines.serviceDate), asc(bookingLines.serviceTime), asc(bookingLines.id)] },
  completed: { statuses: ['completed', 'completed-issue'], order: [desc(bookingLines.completedAt), desc(bookingLines.id)] },
  cancelled: { statuses: ['cancelled'], order: [desc(bookingLines.cancelledAt), desc(bookingLines.id)] },
} satisfies Record<string, { statuses: LineStatus[]; order: unknown[] }>;

/**
 * Issue 37: the jobs the partner gave back (now another partner's, or waiting for one), as his
 * Canceled tab shows them: when and why he cancelled, newest first.
 */
export function listGivenBackLines(db: Database, partnerId: number) {
  return db
    .select({
      ...partnerLineColumns,
      cancelledAt: partnerCancellations.cancelledAt,
      cancelledBy: sql<'employee'>`'employee'`,
      reason: partnerCancellations.reason,
      serviceOfferId: sql<number | null>`(SELECT ${partnerServiceOffers.id} FROM ${partnerServiceOffers}
        WHERE ${partnerServiceOffers.userId} = ${partnerId} AND ${partnerServiceOffers.serviceId} = ${bookingLines.serviceId} LIMIT 1)`,
    })
    .from(partnerCancellations)
    .innerJoin(bookingLines, eq(bookingLines.id, partnerCancellations.lineId))
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .where(eq(partnerCancellations.partnerId, partnerId))
    .orderBy(desc(partnerCancellations.cancelledAt), desc(partnerCancellations.id));
}

export function listPartnerLines(db: Database, partnerId: number, list: keyof typeof partnerLists) {
  const { statuses, order } = partnerLists[list];
  return db
    .select(partnerLineColumns)
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .where(and(eq(bookingLines.partnerId, partnerId), inArray(bookingLines.status, statuses)))
    .orderBy(...order);
}

/**
 * Where the start code goes: the customer's account mobile, or the booking's contact number
 * when the account has none left (deleted accounts give their number up); and the language the
 * customer reads (issue 41: the SMS is written in it).
 */
export async function startCodeRecipient(db: Database, lineId: number) {
  const [row] = await db
    .select({ serviceName: services.name, mobile: sql<string>`coalesce(${users.mobile}, ${bookings.mobile})`, language: users.language })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .where(eq(bookingLines.id, lineId));
  return row;
}

/**
 * Counts one guess against a live code, and against the line's wrong guesses over all its
 * codes, before the guess is compared: however many guesses arrive at once, at most
 * `maxAttempts` of them are checked against one code and at most `guessCap` against the line.
 * A right guess gives its count back when it starts the job.
 */
export async function claimStartCodeAttempt(db: Database, lineId: number, nonce: string, now: Date, maxAttempts: number, guessCap: number) {
  const [row] = await db
    .update(bookingLines)
    .set({
      startCodeAttempts: sql`${bookingLines.startCodeAttempts} + 1`,
      startCodeFailedGuesses: sql`${bookingLines.startCodeFailedGuesses} + 1`,
    })
    .where(
      and(
        eq(bookingLines.id, lineId),
        eq(bookingLines.status, 'assigned'),
        eq(bookingLines.startCodeNonce, nonce),
        gt(bookingLines.startCodeExpiresAt, now),
        lt(bookingLines.startCodeAttempts, maxAttempts),
        lt(bookingLines.startCodeFailedGuesses, guessCap),
        isNull(bookingLines.startCodeLockedAt),
      ),
    )
    .returning({ attempts: bookingLines.startCodeAttempts, failedGuesses: bookingLines.startCodeFailedGuesses });
  return row ?? null;
}

/**
 * Locks an assigned line's start codes and voids the live one (so the customer's booking no
 * longer shows it). True only for the one call that set the lock.
 */
export async function lockStartCodes(db: Database, lineId: number, now: Date): Promise<boolean> {
  const locked = await db
    .update(bookingLines)
    .set({ startCodeLockedAt: now, startCodeNonce: null, startCodeExpiresAt: null })
    .where(and(eq(bookingLines.id, lineId), eq(bookingLines.status, 'assigned'), isNull(bookingLines.startCodeLockedAt)))
    .returning({ id: bookingLines.id });
  return locked.length > 0;
}

/** A code out of tries (or one that could not be delivered) is void: the partner must generate a new one. */
export async function voidStartCode(db: Database, lineId: number, nonce: string): Promise<void> {
  await db
    .update(bookingLines)
    .set({ startCodeNonce: null, startCodeExpiresAt: null })
    .where(and(eq(bookingLines.id, lineId), eq(bookingLines.startCodeNonce, nonce)));
}

export async function insertPartnerCancellation(db: Pick<Database, 'insert'>, row: { lineId: number; partnerId: number; reason: string; cancelledAt: Date }): Promise<void> {
  await db.insert(partnerCancellations).values(row);
}
