import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DisputeOutcome } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { bookingLines, bookings, lineDisputes, services, users } from '../../db/schema';

/** The disputes' SQL (issue 37). */

type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/** A line's latest dispute as JSON (or null), read as a column of the customer's and the partner's line lists. */
export const latestDisputeOfLine = sql<StoredDispute | null>`(
  SELECT json_build_object(
    'reason', d.reason, 'openedAt', d.opened_at, 'outcome', d.outcome,
    'refundAmount', d.refund_amount, 'waivedAmount', d.waived_amount, 'note', d.note, 'resolvedAt', d.resolved_at)
  FROM ${lineDisputes} AS d WHERE d.line_id = ${bookingLines.id} ORDER BY d.id DESC LIMIT 1)`;

/** What latestDisputeOfLine gives: timestamps as PostgreSQL writes them in JSON. */
export interface StoredDispute {
  reason: string;
  openedAt: string;
  outcome: DisputeOutcome | null;
  refundAmount: number;
  waivedAmount: number;
  note: string | null;
  resolvedAt: string | null;
}

export async function insertDispute(db: Writer, dispute: { lineId: number; partnerId: number | null; reason: string; openedAt: Date }): Promise<number> {
  const [row] = await db.insert(lineDisputes).values(dispute).returning({ id: lineDisputes.id });
  return row!.id;
}

/** The dispute, its line's price, what was refunded or waived before and whether the booking is paid; the booking row share-locked so a capture is waited for. */
export async function disputeForResolution(db: Writer, disputeId: number) {
  const [row] = await db
    .select({
      id: lineDisputes.id,
      lineId: lineDisputes.lineId,
      bookingId: bookingLines.bookingId,
      partnerId: lineDisputes.partnerId,
      resolvedAt: lineDisputes.resolvedAt,
      price: bookingLines.price,
      refundedBefore: bookingLines.refundAmount,
      waivedBefore: bookingLines.waivedAmount,
      paymentStatus: bookings.paymentStatus,
    })
    .from(lineDisputes)
    .innerJoin(bookingLines, eq(bookingLines.id, lineDisputes.lineId))
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(eq(lineDisputes.id, disputeId))
    .for('share', { of: bookings });
  return row ?? null;
}

/** open → resolved, only while open: of two ops resolving at once, one changes the row. */
export async function resolveOpenDispute(
  db: Writer,
  disputeId: number,
  resolution: { outcome: DisputeOutcome; refundAmount: number; waivedAmount: number; note: string | null; resolvedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(lineDisputes)
    .set(resolution)
    .where(and(eq(lineDisputes.id, disputeId), isNull(lineDisputes.resolvedAt)))
    .returning({ id: lineDisputes.id });
  return rows.length > 0;
}

const partners = alias(users, 'dispute_partner');

/** What ops read of a dispute: the line, the booking's customer, the partner and the outcome. */
function disputesForOpsQuery(db: Database) {
  return db
    .select({
      id: lineDisputes.id,
      lineId: lineDisputes.lineId,
      bookingId: bookingLines.bookingId,
      serviceName: services.name,
      lineStatus: bookingLines.status,
      price: bookingLines.price,
      lineWaived: bookingLines.waivedAmount,
      paymentStatus: bookings.paymentStatus,
      customerName: bookings.name,
      customerMobile: bookings.mobile,
      partnerId: lineDisputes.partnerId,
      partnerName: partners.name,
      reason: lineDisputes.reason,
      openedAt: lineDisputes.openedAt,
      outcome: lineDisputes.outcome,
      refundAmount: lineDisputes.refundAmount,
      waivedAmount: lineDisputes.waivedAmount,
      note: lineDisputes.note,
      resolvedAt: lineDisputes.resolvedAt,
    })
    .from(lineDisputes)
    .innerJoin(bookingLines, eq(bookingLines.id, lineDisputes.lineId))
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .leftJoin(partners, eq(partners.id, lineDisputes.partnerId));
}

export type OpsDisputeRow = Awaited<ReturnType<typeof disputesForOpsQuery>>[number];

const withStatus = (status: 'open' | 'resolved') => (status === 'open' ? isNull(lineDisputes.resolvedAt) : isNotNull(lineDisputes.resolvedAt));

/** One page of disputes for ops: open ones oldest first, resolved ones latest first; and how many there are. */
export async function listDisputes(db: Database, status: 'open' | 'resolved', page: { offset: number; limit: number }): Promise<{ rows: OpsDisputeRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    disputesForOpsQuery(db)
      .where(withStatus(status))
      .orderBy(...(status === 'open' ? [asc(lineDisputes.openedAt), asc(lineDisputes.id)] : [desc(lineDisputes.resolvedAt), desc(lineDisputes.id)]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(lineDisputes).where(withStatus(status)),
  ]);
  return { rows, total: counted!.total };
}

/** One dispute for ops, open or resolved. */
export async function disputeForOps(db: Database, id: number): Promise<OpsDisputeRow | null> {
  const [row] = await disputesForOpsQuery(db).where(eq(lineDisputes.id, id));
  return row ?? null;
}
