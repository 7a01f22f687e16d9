import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, payments, refunds } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

export type RefundRow = typeof refunds.$inferSelect;

/** The payment that paid the booking (captured, not an overpayment): refunds of its lines go back on it. */
export async function payingOrderOf(db: Reader, bookingId: number): Promise<string | null> {
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'captured'), eq(payments.overpaidAmount, 0)))
    .orderBy(payments.capturedAt)
    .limit(1);
  return row?.orderId ?? null;
}

export async function insertRefund(db: Writer, refund: Pick<RefundRow, 'bookingId' | 'lineId' | 'orderId' | 'reason' | 'amount'> & { at: Date }): Promise<number> {
  const { at, ...values } = refund;
  const [row] = await db.insert(refunds).values({ ...values, createdAt: at }).returning({ id: refunds.id });
  return row!.id;
}

export async function refundById(db: Reader, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

/** The refund and what it is paid back on: the payment's provider and id, and the booking's customer. */
export async function refundToSend(db: Reader, id: number) {
  const [row] = await db
    .select({ refund: refunds, provider: payments.provider, paymentId: payments.paymentId, userId: bookings.userId })
    .from(refunds)
    .innerJoin(payments, eq(payments.orderId, refunds.orderId))
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(eq(refunds.id, id));
  return row ?? null;
}

/** pending → initiated, once: the provider's refund id is never overwritten. */
export async function markInitiated(db: Writer, id: number, providerRefundId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ status: 'initiated', providerRefundId, initiatedAt: at, lastError: null })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** A call to the provider failed: counted, with why; `giveUp` fails the refund for ops to act on. */
export async function markAttemptFailed(db: Writer, id: number, error: string, giveUp: boolean, at: Date): Promise<void> {
  await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      lastError: error.slice(0, 300),
      ...(giveUp ? { status: 'failed' as const, failedAt: at } : {}),
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** pending or initiated → processed, once. The refund when this call made it so. */
export async function markProcessed(db: Writer, id: number, providerRefundId: string, at: Date): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'processed', providerRefundId, processedAt: at, lastError: null })
    .where(and(eq(refunds.id, id), inArray(refunds.status, ['pending', 'initiated', 'failed'])))
    .returning();
  return row ?? null;
}

/** initiated → pending again after the provider reported it failed: a new attempt will be made. */
export async function markProviderFailed(db: Writer, id: number, providerRefundId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ status: 'pending', providerRefundId: null, attempts: sql`${refunds.attempts} + 1`, lastError: `${providerRefundId}: ${reason}`.slice(0, 300) })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'initiated'), eq(refunds.providerRefundId, providerRefundId)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** The refund a provider's refund id names, or, when our write of that id was lost, the receipt we sent with it. */
export async function refundForProvider(db: Reader, providerRefundId: string, receipt: string | undefined): Promise<RefundRow | null> {
  const [byId] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  if (byId) return byId;
  const id = receipt ? refundIdOfReceipt(receipt) : null;
  return id === null ? null : refundById(db, id);
}

/** The receipt sent with a refund: how a crash between the provider's answer and our write is recovered. */
export const receiptOf = (refundId: number) => `refund_${refundId}`;
export function refundIdOfReceipt(receipt: string): number | null {
  const match = /^refund_(\d{1,9})$/.exec(receipt);
  return match ? Number(match[1]) : null;
}

/** The refunds of these lines, oldest first (the customer's booking lists). */
export function refundsOfLines(db: Reader, lineIds: readonly number[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.lineId, [...lineIds])).orderBy(refunds.id);
}

/** Ops' list: one page by status, newest first, and how many there are. */
export async function refundsByStatus(db: Reader, status: RefundRow['status'] | undefined, page: { offset: number; limit: number }) {
  const where = status ? eq(refunds.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(refunds).where(where).orderBy(desc(refunds.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(refunds).where(where),
  ]);
  return { rows, total: counted!.total };
}

/** failed → pending, once: ops asked for another round of attempts. */
export async function retryFailed(db: Writer, id: number): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'pending', failedAt: null, attempts: 0 })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
    .returning();
  return row ?? null;
}
