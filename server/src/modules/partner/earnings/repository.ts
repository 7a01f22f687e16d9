import { and, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookingLines, bookings, enquiries, services, users } from '../../../db/schema';

/** A completed line with what the earnings table and its invoice show. */
const earningColumns = {
  id: bookingLines.id,
  bookingId: bookingLines.bookingId,
  workMethod: bookingLines.workMethod,
  duration: bookingLines.duration,
  serviceDate: bookingLines.serviceDate,
  serviceTime: bookingLines.serviceTime,
  price: bookingLines.price,
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

/** Completed work only: a partner earns nothing for open, disputed or cancelled lines. */
function completedLinesOf(db: Database, partnerId: number, extra: SQL | undefined) {
  return db
    .select(earningColumns)
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .innerJoin(users, eq(users.id, bookingLines.partnerId))
    .where(and(eq(bookingLines.partnerId, partnerId), eq(bookingLines.status, 'completed'), extra));
}

/** The partner's completed lines, newest completion first; `completedIn` limits them to [from, to). */
export function listEarningLines(db: Database, partnerId: number, completedIn?: { from: Date; to: Date }) {
  const within = completedIn ? and(gte(bookingLines.completedAt, completedIn.from), lt(bookingLines.completedAt, completedIn.to)) : undefined;
  return completedLinesOf(db, partnerId, within).orderBy(desc(bookingLines.completedAt), desc(bookingLines.id));
}

/** One completed line of this partner, or undefined (another partner's line is not found either). */
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
