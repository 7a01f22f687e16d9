import { and, desc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookingLines, bookings, enquiries, services, users } from '../../../db/schema';
import { accepted, agreedValue } from '../../money/settle';

/** A completed line with what the earnings table and its invoice show. */
const earningColumns = {
  id: bookingLines.id,
  bookingId: bookingLines.bookingId,
  workMethod: bookingLines.workMethod,
  duration: bookingLines.duration,
  serviceDate: bookingLines.serviceDate,
  serviceTime: bookingLines.serviceTime,
  price: bookingLines.price,
  status: bookingLines.status,
  /** Whole rupees a dispute took off the price (refunded, or taken off what was owed); 0 for undisputed work. */
  disputeRefund: sql<number>`${bookingLines.price} - (${agreedValue})`,
  startedAt: bookingLines.startedAt,
  completedAt: bookingLines.completedAt,
  approvedAt: bookingLines.approvedAt,
  serviceName: services.name,
  imageUrl: services.imageUrl,
  paymentStatus: bookings.paymentStatus,
  customerName: bookings.name,
  customerAddress: bookings.address,
  partnerName: users.name,
};

export type EarningLineRow = Awaited<ReturnType<typeof listEarningLines>>[number];

/**
 * Completed work, and work a dispute settled with a part refund (completed-issue, accepted as
 * settle.ts has it, with value left): the partner earns what is left of it. Nothing for open,
 * fully refunded or cancelled lines, nor for a dispute still open or sent to be redone.
 */
const earnedWork = or(eq(bookingLines.status, 'completed'), and(eq(bookingLines.status, 'completed-issue'), accepted, sql`(${agreedValue}) > 0`));

function completedLinesOf(db: Database, partnerId: number, extra: SQL | undefined) {
  return db
    .select(earningColumns)
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .innerJoin(users, eq(users.id, bookingLines.partnerId))
    .where(and(eq(bookingLines.partnerId, partnerId), earnedWork, extra));
}

/** The partner's earned lines (earnedWork), newest completion first; `completedIn` limits them to [from, to). */
export function listEarningLines(db: Database, partnerId: number, completedIn?: { from: Date; to: Date }) {
  const within = completedIn ? and(gte(bookingLines.completedAt, completedIn.from), lt(bookingLines.completedAt, completedIn.to)) : undefined;
  return completedLinesOf(db, partnerId, within).orderBy(desc(bookingLines.completedAt), desc(bookingLines.id));
}

/** One earned line of this partner (earnedWork), or undefined (another partner's line is not found either). */
export async function findEarningLine(db: Database, partnerId: number, lineId: number) {
  const [row] = await completedLinesOf(db, partnerId, eq(bookingLines.id, lineId));
  return row;
}

/**
 * Issue 37: the partner's delivered moves, newest delivery first; `deliveredIn` limits them to
 * [from, to). A move is picked up only once paid, so every delivered one is paid.
 */
export function listDeliveredMoves(db: Database, partnerId: number, deliveredIn?: { from: Date; to: Date }) {
  const within = deliveredIn ? and(gte(enquiries.deliveredAt, deliveredIn.from), lt(enquiries.deliveredAt, deliveredIn.to)) : undefined;
  return db
    .select({
      id: enquiries.id,
      bookingId: bookings.id,
      moveDate: enquiries.moveDate,
      quote: enquiries.quote,
      deliveredAt: enquiries.deliveredAt,
      paymentStatus: bookings.paymentStatus,
      customerName: bookings.name,
    })
    .from(enquiries)
    .innerJoin(bookings, eq(bookings.id, enquiries.bookingId))
    .where(and(eq(enquiries.kind, 'pd'), eq(enquiries.partnerId, partnerId), isNotNull(enquiries.deliveredAt), within))
    .orderBy(desc(enquiries.deliveredAt), desc(enquiries.id));
}
export type DeliveredMoveRow = Awaited<ReturnType<typeof listDeliveredMoves>>[number];
