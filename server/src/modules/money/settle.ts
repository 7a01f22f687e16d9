import { and, eq, sql } from 'drizzle-orm';
import type { MoneyConfig } from '../../config';
import type { Database } from '../../db/client';
import { bookingLines, bookings, categories, enquiries, lineDisputes, services, subcategories } from '../../db/schema';
import { sendJob } from '../jobs/queue';
import { postLedgerTransaction } from '../ledger';
import type { NewLedgerTransaction } from '../ledger/post';
import { splitSettlement, type SettlementSplit } from './split';
import { taxProfileOf } from './taxProfiles';

/**
 * Settlements (issue 38, decision 0055): once a paid job is done and accepted, its money leaves
 * the customers' funds for the partner's payable, the platform's commission and the taxes. Each
 * is posted once (its key), by whichever comes last of the approval (or the dispute's outcome)
 * and the payment, in that change's own transaction.
 */

type Writer = Pick<Database, 'select' | 'insert' | 'execute'>;
const DAY_MS = 86_400_000;

/** A move's work is goods transport, however it was booked (decision 0056). */
export const MOVE_SUBCATEGORY = 'Delivery & Transport';

function settlementEntries(split: SettlementSplit, partnerId: number) {
  return [
    { account: 'customer_funds', amount: split.gross },
    { account: 'gst_on_services', amount: -split.serviceGst },
    { account: 'commission', amount: -split.commission },
    { account: 'gst_on_commission', amount: -split.commissionGst },
    { account: 'tds_payable', amount: -split.tds },
    { account: 'partner_payable', partnerId, amount: -split.partnerNet },
  ] as const;
}

/** Posts a settlement once; the first time, its tax invoices are sent to be issued (modules/invoices), in the same transaction. */
async function postSettlement(tx: Writer, settlement: Omit<NewLedgerTransaction, 'kind'>): Promise<boolean> {
  const posted = await postLedgerTransaction(tx, { ...settlement, kind: 'settlement' });
  if (posted) await sendJob(tx, 'invoices', { settlementKey: settlement.key });
  return posted;
}

/** What the work of a line is worth once accepted: its price, less what a dispute took off (waived or refunded). Rupees (the partner's earnings read it too). */
export const agreedValue = sql<number>`${bookingLines.price} - ${bookingLines.waivedAmount}
  - (SELECT coalesce(sum(${lineDisputes.refundAmount}), 0) FROM ${lineDisputes} WHERE ${lineDisputes.lineId} = ${bookingLines.id})`;

/**
 * Accepted: approved by the customer (or ops), or settled by a dispute's part refund or reduction.
 * Wrapped whole in parentheses: drizzle's and() adds none, and its OR would otherwise escape
 * the conditions beside it (settleBookingLinesIfDue read other bookings' disputed lines).
 */
export const accepted = sql<boolean>`((${bookingLines.status} = 'completed' AND ${bookingLines.approvedAt} IS NOT NULL)
  OR (${bookingLines.status} = 'completed-issue' AND EXISTS (SELECT 1 FROM ${lineDisputes} WHERE ${lineDisputes.lineId} = ${bookingLines.id}
    AND ${lineDisputes.outcome} IN ('part_refund', 'full_refund'))))`;

export function commissionFor(money: MoneyConfig, category: string | null): number {
  const own = category === null ? undefined : money.commissionBasisPointsByCategory.get(category);
  return own ?? money.commissionBasisPoints;
}

/** The split of one line's accepted work, or null while it is not due (unpaid, not accepted, nothing left). */
export async function lineSettlement(db: Pick<Database, 'select'>, money: MoneyConfig, lineId: number) {
  const [line] = await db
    .select({
      partnerId: bookingLines.partnerId,
      bookingId: bookingLines.bookingId,
      value: agreedValue,
      accepted,
      paid: sql<boolean>`${bookings.paymentStatus} = 'paid'`,
      category: categories.name,
      subcategory: subcategories.name,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .leftJoin(categories, eq(categories.id, services.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, services.subcategoryId))
    .where(eq(bookingLines.id, lineId));
  if (!line || !line.accepted || !line.paid || line.partnerId === null || Number(line.value) <= 0) return null;
  const profile = taxProfileOf(line.subcategory);
  const split = splitSettlement(Number(line.value) * 100, {
    commissionBasisPoints: commissionFor(money, line.category),
    commissionGstBasisPoints: money.gstBasisPoints,
    tdsBasisPoints: money.tdsBasisPoints,
    serviceGstBasisPoints: profile.serviceGstBasisPoints,
  });
  return { ...split, partnerId: line.partnerId, bookingId: line.bookingId, sac: profile.sac };
}

/** Posts a line's settlement when it is due and not posted yet; safe to call from every step that may make it due. */
export async function settleLineIfDue(tx: Writer, money: MoneyConfig, lineId: number, at: Date): Promise<boolean> {
  const due = await lineSettlement(tx, money, lineId);
  if (!due) return false;
  return postSettlement(tx, {
    key: `settlement:line:${lineId}`,
    at,
    bookingId: due.bookingId,
    lineId,
    availableAt: new Date(at.getTime() + money.payableHoldDays * DAY_MS),
    entries: settlementEntries(due, due.partnerId),
  });
}

/** Every line of a booking that became due with its payment (approved or settled by a dispute before it was paid). */
export async function settleBookingLinesIfDue(tx: Writer, money: MoneyConfig, bookingId: number, at: Date): Promise<void> {
  const lines = await tx.select({ id: bookingLines.id }).from(bookingLines).where(and(eq(bookingLines.bookingId, bookingId), sql`${accepted}`));
  for (const line of lines) await settleLineIfDue(tx, money, line.id, at);
}

/** Issue 37's moves: delivered, and paid before pick-up: the quote is settled to the mover. */
export async function settleMove(tx: Writer, money: MoneyConfig, move: { enquiryId: number; bookingId: number; partnerId: number; quote: number }, at: Date): Promise<boolean> {
  const profile = taxProfileOf(MOVE_SUBCATEGORY);
  const split = splitSettlement(move.quote * 100, {
    commissionBasisPoints: money.commissionBasisPoints,
    commissionGstBasisPoints: money.gstBasisPoints,
    tdsBasisPoints: money.tdsBasisPoints,
    serviceGstBasisPoints: profile.serviceGstBasisPoints,
  });
  return postSettlement(tx, {
    key: `settlement:move:${move.enquiryId}`,
    at,
    bookingId: move.bookingId,
    enquiryId: move.enquiryId,
    availableAt: new Date(at.getTime() + money.payableHoldDays * DAY_MS),
    entries: settlementEntries(split, move.partnerId),
  });
}

/** A captured payment: the provider now holds the money, for the booking's customer until it is settled or refunded. */
export async function postCapture(tx: Writer, capture: { bookingId: number; paymentId: string; amountPaise: number }, at: Date): Promise<void> {
  await postLedgerTransaction(tx, {
    kind: 'capture',
    key: `capture:${capture.paymentId}`,
    at,
    bookingId: capture.bookingId,
    entries: [
      { account: 'gateway', amount: capture.amountPaise },
      { account: 'customer_funds', amount: -capture.amountPaise },
    ],
  });
}

/** A move is paid once its booking is; kept here so the move's settlement needs nothing else. */
export async function moveForSettlement(db: Pick<Database, 'select'>, enquiryId: number) {
  const [row] = await db
    .select({ enquiryId: enquiries.id, bookingId: enquiries.bookingId, partnerId: enquiries.partnerId, quote: enquiries.quote, paid: sql<boolean>`${bookings.paymentStatus} = 'paid'` })
    .from(enquiries)
    .innerJoin(bookings, eq(bookings.id, enquiries.bookingId))
    .where(eq(enquiries.id, enquiryId));
  if (!row || !row.paid || row.partnerId === null || row.bookingId === null || !row.quote) return null;
  return { enquiryId: row.enquiryId, bookingId: row.bookingId, partnerId: row.partnerId, quote: row.quote };
}
