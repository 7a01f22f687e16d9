import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingLines, bookings, lineDisputes, paymentWebhookEvents, payments } from '../../db/schema';
import type { PaymentProviderName } from './provider';
import { moveQuoteOfBooking } from '../enquiries/moves/repository';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

export type StoredOrder = typeof payments.$inferSelect;

/** The booking when it is this customer's; another customer's booking is as good as missing. */
export async function customerBooking(db: Reader, userId: number, bookingId: number) {
  const [row] = await db
    .select({ id: bookings.id, paymentStatus: bookings.paymentStatus })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row ?? null;
}

/** What a line costs the customer: its price less what a dispute took off it while unpaid (decision 0054). */
const lineDue = sql`${bookingLines.price} - ${bookingLines.waivedAmount}`;

/**
 * Whole rupees still owed: the prices of the lines that were not cancelled, less what disputes
 * took off them, and for a move's booking (which has no lines, issue 37) the move's quote.
 */
export async function amountDueRupees(db: Reader, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${lineDue}), 0)`.mapWith(Number) })
    .from(bookingLines)
    .where(and(eq(bookingLines.bookingId, bookingId), ne(bookingLines.status, 'cancelled')));
  return (row?.total ?? 0) + (await moveQuoteOfBooking(db, bookingId));
}

/** An unpaid order of the same amount: pressing Make Payment twice opens the same order. */
export async function openOrder(db: Reader, bookingId: number, provider: PaymentProviderName, amount: number, currency: string) {
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.provider, provider),
        eq(payments.amount, amount),
        eq(payments.currency, currency),
        eq(payments.status, 'created'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.orderId ?? null;
}

/**
 * Stores the order only while its booking is unpaid, and returns whether it did. The booking row
 * is share-locked, so a capture being committed meanwhile is waited for and seen: no order is
 * stored for a booking already paid. createdAt comes from the server's clock, like a line's
 * cancelled_at, which it is compared with.
 */
export async function insertOrderIfUnpaid(
  db: Database,
  order: { bookingId: number; provider: PaymentProviderName; orderId: string; amount: number; currency: string; createdAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select({ paymentStatus: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, order.bookingId)).for('share');
    if (booking?.paymentStatus !== 'pending') return false;
    await tx.insert(payments).values({ ...order, status: 'created' });
    return true;
  });
}

/** The stored order when its booking is this customer's. */
export async function customerOrder(db: Reader, userId: number, orderId: string): Promise<StoredOrder | null> {
  const [row] = await db
    .select({ order: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.orderId, orderId), eq(bookings.userId, userId)));
  return row?.order ?? null;
}

export async function orderById(db: Reader, orderId: string): Promise<StoredOrder | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row ?? null;
}

/** created → captured, only from created: of two racing confirmations one wins. Its booking id, or null. */
export async function captureCreatedOrder(db: Writer, orderId: string, paymentId: string, at: Date): Promise<number | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'captured', paymentId, capturedAt: at })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')))
    .returning({ bookingId: payments.bookingId });
  return row?.bookingId ?? null;
}

/**
 * pending → paid, only from pending: of two captures of two orders of one booking, only the
 * first to commit is its payment. Whether this call made the booking paid.
 */
export async function markBookingPaid(db: Writer, bookingId: number): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ paymentStatus: 'paid' })
    .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'pending')))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** A captured payment of a booking another payment had already paid: all of it is owed back. */
export async function recordOverpayment(db: Writer, orderId: string): Promise<void> {
  await db.update(payments).set({ overpaidAmount: sql`${payments.amount}` }).where(eq(payments.orderId, orderId));
}

/**
 * A payment of an order made before some of its lines were cancelled pays for those lines too
 * (a checkout left open while the customer cancelled): each such line is owed back its price.
 * Lines cancelled before the order was made were never in its amount.
 */
export async function refundLinesCancelledSinceOrder(db: Writer, bookingId: number, orderId: string) {
  return db
    .update(bookingLines)
    .set({ refundAmount: sql`${bookingLines.price}` })
    .where(
      and(
        eq(bookingLines.bookingId, bookingId),
        eq(bookingLines.status, 'cancelled'),
        eq(bookingLines.refundAmount, 0),
        sql`${bookingLines.cancelledAt} >= (SELECT ${payments.createdAt} FROM ${payments} WHERE ${payments.orderId} = ${orderId})`,
      ),
    )
    .returning({ lineId: bookingLines.id, refundAmount: bookingLines.refundAmount });
}

/**
 * A payment of an order made before a dispute took an amount off a line (decision 0054: a
 * checkout left open while ops decided) paid that amount too: it is owed back on the line.
 * A waiver decided before the order was made was never in its amount. Each such line, with what
 * it is owed back now (`refunded`, rupees) and its refund_amount after.
 */
export async function refundWaiversSinceOrder(db: Writer, bookingId: number, orderId: string) {
  // Grouped over a join, not a subquery in the select list: drizzle writes a single table's
  // selected columns without their table's name, which inside a subquery would name another table's.
  const owed = await db
    .select({ lineId: lineDisputes.lineId, refunded: sql<string>`sum(${lineDisputes.waivedAmount})` })
    .from(lineDisputes)
    .innerJoin(bookingLines, eq(bookingLines.id, lineDisputes.lineId))
    .where(
      and(
        eq(bookingLines.bookingId, bookingId),
        sql`${lineDisputes.waivedAmount} > 0`,
        sql`${lineDisputes.resolvedAt} >= (SELECT ${payments.createdAt} FROM ${payments} WHERE ${payments.orderId} = ${orderId})`,
      ),
    )
    .groupBy(lineDisputes.lineId);
  const lines: Array<{ lineId: number; refunded: number; refundAmount: number }> = [];
  for (const { lineId, refunded } of owed) {
    const [row] = await db
      .update(bookingLines)
      .set({ refundAmount: sql`${bookingLines.refundAmount} + ${Number(refunded)}` })
      .where(eq(bookingLines.id, lineId))
      .returning({ refundAmount: bookingLines.refundAmount });
    lines.push({ lineId, refunded: Number(refunded), refundAmount: row!.refundAmount });
  }
  return lines;
}

/** Sets sent_at the first time only; the booking's payment status, or null when it is not this customer's. */
export async function markBookingSent(db: Writer, userId: number, bookingId: number, at: Date) {
  const [row] = await db
    .update(bookings)
    .set({ sentAt: sql`coalesce(${bookings.sentAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .returning({ paymentStatus: bookings.paymentStatus });
  return row ?? null;
}

/** False when the event was seen before: the primary key decides, so a replay changes nothing. */
export async function recordWebhookEvent(db: Writer, eventId: string): Promise<boolean> {
  const inserted = await db.insert(paymentWebhookEvents).values({ eventId }).onConflictDoNothing().returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

/** Per booking: its payment status, what its live lines cost (rupees, less what disputes took off) and its newest order. */
export async function paymentSummaries(db: Reader, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  const [statuses, dues, orders] = await Promise.all([
    db.select({ bookingId: bookings.id, paymentStatus: bookings.paymentStatus }).from(bookings).where(inArray(bookings.id, bookingIds)),
    db
      .select({ bookingId: bookingLines.bookingId, rupees: sql<number>`sum(${lineDue})`.mapWith(Number) })
      .from(bookingLines)
      .where(and(inArray(bookingLines.bookingId, bookingIds), ne(bookingLines.status, 'cancelled')))
      .groupBy(bookingLines.bookingId),
    db
      .select({ bookingId: payments.bookingId, orderId: payments.orderId })
      .from(payments)
      .where(and(inArray(payments.bookingId, bookingIds), ne(payments.status, 'failed')))
      .orderBy(desc(payments.id)),
  ]);
  return statuses.map((booking) => ({
    ...booking,
    dueRupees: dues.find((due) => due.bookingId === booking.bookingId)?.rupees ?? 0,
    orderId: orders.find((order) => order.bookingId === booking.bookingId)?.orderId ?? null,
  }));
}
