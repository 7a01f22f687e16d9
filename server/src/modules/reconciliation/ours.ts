import { and, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions, payouts, refunds } from '../../db/schema';
import type { IndianDay } from './day';

/**
 * Our side of a day (issue 38, reconciliation), read from the ledger and the refunds' and
 * payouts' rows: the records of the day, and any other the providers' records of the day name.
 */

type Reader = Pick<Database, 'select'>;

export interface OurCapture {
  paymentId: string;
  bookingId: number | null;
  /** Paise: the gateway's debit. */
  amount: number;
  at: Date;
}

export interface OurRefund {
  id: number;
  bookingId: number;
  /** Paise: the ledger's refund_paid once paid, else what is owed. */
  amount: number;
  status: (typeof refunds.$inferSelect)['status'];
  providerRefundId: string | null;
  /** When the provider was asked (or the refund decided, before it was): its record cannot be older. */
  since: Date;
  /** When the ledger's refund_paid says it was paid back; null until then. */
  paidAt: Date | null;
}

export interface OurPayout {
  id: number;
  partnerId: number;
  /** Paise. */
  amount: number;
  status: (typeof payouts.$inferSelect)['status'];
  providerPayoutId: string | null;
  since: Date;
  /** When the ledger's payout_paid says it reached the bank; null until then. */
  paidAt: Date | null;
}

const CAPTURE = 'capture:';
const within = (column: AnyColumn, day: IndianDay) => and(gte(column, day.from), lt(column, day.to));

async function captures(db: Reader, where: SQL | undefined): Promise<OurCapture[]> {
  const rows = await db
    .select({ key: ledgerTransactions.key, bookingId: ledgerTransactions.bookingId, amount: ledgerEntries.amount, at: ledgerTransactions.occurredAt })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.account, 'gateway')))
    .where(and(eq(ledgerTransactions.kind, 'capture'), where))
    .orderBy(ledgerTransactions.id);
  return rows.map((row) => ({ paymentId: row.key.slice(CAPTURE.length), bookingId: row.bookingId, amount: Number(row.amount), at: row.at }));
}

/** The ledger's captures of the day. */
export const capturesOf = (db: Reader, day: IndianDay) => captures(db, within(ledgerTransactions.occurredAt, day));

/** The ledger's captures of these payments, whatever their day. */
export const capturesOfPayments = (db: Reader, paymentIds: readonly string[]) =>
  paymentIds.length ? captures(db, inArray(ledgerTransactions.key, paymentIds.map((id) => CAPTURE + id))) : Promise.resolve([]);

async function refundRows(db: Reader, where: SQL | undefined): Promise<OurRefund[]> {
  const rows = await db
    .select({ refund: refunds, paid: sql<string | null>`-${ledgerEntries.amount}`, paidAt: ledgerTransactions.occurredAt })
    .from(refunds)
    .leftJoin(ledgerTransactions, and(eq(ledgerTransactions.refundId, refunds.id), eq(ledgerTransactions.kind, 'refund_paid')))
    .leftJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.account, 'gateway')))
    .where(where)
    .orderBy(refunds.id);
  return rows.map(({ refund, paid, paidAt }) => ({
    id: refund.id,
    bookingId: refund.bookingId,
    amount: paid === null ? refund.amount : Number(paid),
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    since: refund.initiatedAt ?? refund.createdAt,
    paidAt,
  }));
}

/** Refunds paid back that day (the ledger's refund_paid), and those still on their way or failed that were owed by its end. */
export const refundsOf = (db: Reader, day: IndianDay) =>
  refundRows(db, or(within(ledgerTransactions.occurredAt, day), and(inArray(refunds.status, ['pending', 'initiated', 'failed']), lt(refunds.createdAt, day.to))));

/** The refunds these provider ids or our ids name, whatever their day. */
export function refundsNamed(db: Reader, providerRefundIds: readonly string[], ids: readonly number[]): Promise<OurRefund[]> {
  if (providerRefundIds.length === 0 && ids.length === 0) return Promise.resolve([]);
  return refundRows(db, or(providerRefundIds.length ? inArray(refunds.providerRefundId, [...providerRefundIds]) : undefined, ids.length ? inArray(refunds.id, [...ids]) : undefined));
}

async function payoutRows(db: Reader, where: SQL | undefined): Promise<OurPayout[]> {
  const rows = await db
    .select({ payout: payouts, paid: sql<string | null>`-${ledgerEntries.amount}`, paidAt: ledgerTransactions.occurredAt })
    .from(payouts)
    // A payout's transactions name it in their key only (reported.ts).
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.key, sql`'payout_paid:' || ${payouts.id}`))
    .leftJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.account, 'gateway')))
    .where(where)
    .orderBy(payouts.id);
  return rows.map(({ payout, paid, paidAt }) => ({
    id: payout.id,
    partnerId: payout.partnerId,
    amount: paid === null ? payout.amount : Number(paid),
    status: payout.status,
    providerPayoutId: payout.providerPayoutId,
    since: payout.sentAt ?? payout.createdAt,
    paidAt,
  }));
}

/** Payouts paid that day (the ledger's payout_paid), those sent and not yet paid, and those failed or reversed that day. */
export const payoutsOf = (db: Reader, day: IndianDay) =>
  payoutRows(
    db,
    or(
      within(ledgerTransactions.occurredAt, day),
      and(inArray(payouts.status, ['pending', 'processing']), lt(payouts.createdAt, day.to)),
      and(inArray(payouts.status, ['failed', 'reversed']), within(payouts.failedAt, day)),
    ),
  );

/** The payouts these provider ids or our ids name, whatever their day. */
export function payoutsNamed(db: Reader, providerPayoutIds: readonly string[], ids: readonly number[]): Promise<OurPayout[]> {
  if (providerPayoutIds.length === 0 && ids.length === 0) return Promise.resolve([]);
  return payoutRows(db, or(providerPayoutIds.length ? inArray(payouts.providerPayoutId, [...providerPayoutIds]) : undefined, ids.length ? inArray(payouts.id, [...ids]) : undefined));
}
