import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { LineStatus } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { bookingLines, bookings, reviews, services, users } from '../../db/schema';
import { averageRating } from '../catalog/repository';
import { latestDisputeOfLine } from '../disputes/repository';

/** The reads behind the customer's booking lists (customer §7 'Bookings'): SQL only. */

/** The partner a line is allocated to, as the customer sees them. */
const partners = alias(users, 'partners');

const lineColumns = {
  id: bookingLines.id,
  bookingId: bookingLines.bookingId,
  serviceId: bookingLines.serviceId,
  workMethod: bookingLines.workMethod,
  duration: bookingLines.duration,
  serviceDate: bookingLines.serviceDate,
  serviceTime: bookingLines.serviceTime,
  rate: bookingLines.rate,
  price: bookingLines.price,
  status: bookingLines.status,
  approvedAt: bookingLines.approvedAt,
  startCodeNonce: bookingLines.startCodeNonce,
  startCodeExpiresAt: bookingLines.startCodeExpiresAt,
  startedAt: bookingLines.startedAt,
  completedAt: bookingLines.completedAt,
  cancelledAt: bookingLines.cancelledAt,
  rescheduleDate: bookingLines.rescheduleDate,
  rescheduleTime: bookingLines.rescheduleTime,
  rescheduleStatus: bookingLines.rescheduleStatus,
  cancelledBy: bookingLines.cancelledBy,
  refundAmount: bookingLines.refundAmount,
  serviceName: services.name,
  ratePerDay: services.ratePerDay,
  ratePerHour: services.ratePerHour,
  imageUrl: services.imageUrl,
  averageRating,
  totalReviews: services.ratingCount,
  rated: sql<boolean>`EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.bookingLineId} = ${bookingLines.id})`,
  partnerId: bookingLines.partnerId,
  partnerName: partners.name,
  partnerMobile: partners.mobile,
  /** Issue 37: the line's latest dispute, if it had one. */
  dispute: latestDisputeOfLine,
};

const bookingColumns = {
  id: bookings.id,
  createdAt: bookings.createdAt,
  name: bookings.name,
  mobile: bookings.mobile,
  email: bookings.email,
  address: bookings.address,
  description: bookings.description,
  totalAmount: bookings.totalAmount,
  /**
   * What cancelled lines took off the booked total (a cancelled line is neither owed nor paid
   * for), and what disputes took off lines of an unpaid booking (decision 0054).
   */
  cancelledAmount: sql<number>`(SELECT COALESCE(SUM(CASE WHEN cancelled.status = 'cancelled' THEN cancelled.price ELSE cancelled.waived_amount END), 0) FROM booking_lines AS cancelled WHERE cancelled.booking_id = ${bookings.id})`.mapWith(Number),
  paymentStatus: bookings.paymentStatus,
};

export type LineRow = Awaited<ReturnType<typeof customerLines>>[number];
export type BookingRow = LineRow['booking'];

const byBookingNewestFirst = [desc(bookings.createdAt), desc(bookings.id), asc(bookingLines.id)];

function customerLines(db: Database, userId: number, filter: SQL | undefined, order: SQL[]) {
  return db
    .select({ line: lineColumns, booking: bookingColumns })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .leftJoin(partners, eq(partners.id, bookingLines.partnerId))
    .where(and(eq(bookings.userId, userId), filter))
    .orderBy(...order);
}

/** The customer's lines in these statuses, grouped by booking, newest booking first. */
export function linesInStatus(db: Database, userId: number, statuses: LineStatus[]) {
  return customerLines(db, userId, inArray(bookingLines.status, statuses), byBookingNewestFirst);
}

/** Every line of one of the customer's bookings (none when the booking is another's). */
export function linesOfBooking(db: Database, userId: number, bookingId: number) {
  return customerLines(db, userId, eq(bookings.id, bookingId), byBookingNewestFirst);
}

/** Completed lines (also those completed with an issue), newest completion first. */
export function completedLines(db: Database, userId: number) {
  return customerLines(db, userId, inArray(bookingLines.status, ['completed', 'completed-issue']), [
    sql`${bookingLines.completedAt} DESC NULLS LAST`,
    desc(bookingLines.id),
  ]);
}

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})::int`.mapWith(Number);

/** The customer's line counts as they see them (assigned shows as pending). */
export async function lineCounts(db: Database, userId: number) {
  const [row] = await db
    .select({
      pending: countWhere(inArray(bookingLines.status, ['pending', 'assigned'])),
      confirmed: countWhere(eq(bookingLines.status, 'confirmed')),
      completed: countWhere(inArray(bookingLines.status, ['completed', 'completed-issue'])),
      needApproval: countWhere(sql`${bookingLines.status} = 'completed' AND ${bookingLines.approvedAt} IS NULL`),
      cancelled: countWhere(eq(bookingLines.status, 'cancelled')),
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(eq(bookings.userId, userId));
  return row!;
}

/** The customer's approved lines of a service (or the one named), latest approval first, and whether each is rated. */
export function approvedLinesOf(db: Database, userId: number, serviceId: number, lineId: number | undefined) {
  return db
    .select({ id: bookingLines.id, partnerId: bookingLines.partnerId, rated: lineColumns.rated })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookingLines.serviceId, serviceId),
        eq(bookingLines.status, 'completed'),
        isNotNull(bookingLines.approvedAt),
        lineId === undefined ? undefined : eq(bookingLines.id, lineId),
      ),
    )
    .orderBy(desc(bookingLines.approvedAt), desc(bookingLines.id));
}
