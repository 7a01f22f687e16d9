import type { ReconciliationWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { HeldPartner } from '../payouts/batches';
import type { PaymentProvider } from '../payments/provider';
import type { PayoutProvider } from '../payouts/provider';
import { payoutIdOfReference } from '../payouts/repository';
import { refundIdOfReceipt } from '../refunds/repository';
import { compareCaptures, comparePayouts, compareRefunds, type Mismatch } from './compare';
import { dayBefore, indianDay, type IndianDay } from './day';
import { heldMoney } from './held';
import { capturesOf, capturesOfPayments, payoutsNamed, payoutsOf, refundsNamed, refundsOf, type OurCapture, type OurPayout, type OurRefund } from './ours';
import { providerRecords, type ProviderRecords } from './theirs';

export interface ReconciliationDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  payouts: PayoutProvider;
}

/** One day reconciled: our records of it, the providers' made that day, the money held, and where they disagree. */
export interface DayReconciliation {
  day: IndianDay;
  captures: OurCapture[];
  refunds: OurRefund[];
  payouts: OurPayout[];
  theirs: ProviderRecords;
  held: { notYetAvailable: number; partners: HeldPartner[] };
  mismatches: Mismatch[];
}

const unique = <T>(values: Iterable<T>) => [...new Set(values)];
const withoutDuplicates = <T extends { id: number }>(rows: readonly T[]) => [...new Map(rows.map((row) => [row.id, row])).values()];

/**
 * Issue 38, part 3: one Indian day of our ledger against the providers' own lists. Theirs are
 * asked from a day before our oldest record of the day (its provider record cannot be younger
 * than a day before ours: a refund pending at the bank for days was asked for when ours was
 * initiated) to the day's end; a record of theirs made that day that names one of ours from
 * another day is looked up by its id, receipt or reference.
 */
export async function reconcileDay(deps: ReconciliationDeps, date: string): Promise<DayReconciliation> {
  const day = indianDay(date);
  const { db } = deps;
  const captures = await capturesOf(db, day);
  const refunds = await refundsOf(db, day);
  const payouts = await payoutsOf(db, day);
  // A refund given up on before the provider took it has no record there to look for.
  const asked = refunds.filter((row) => row.status !== 'failed' || row.providerRefundId !== null);
  const oldest = [...captures.map((row) => row.at), ...asked.map((row) => row.since), ...payouts.map((row) => row.since)].reduce((first, at) => (at < first ? at : first), day.from);
  const window = await providerRecords(deps, { from: dayBefore(oldest), to: day.to });
  const ofTheDay = (at: Date) => at >= day.from && at < day.to;

  const theirPayments = window.payments.filter((row) => ofTheDay(row.createdAt));
  const theirRefunds = window.refunds.filter((row) => ofTheDay(row.createdAt));
  const theirPayouts = window.payouts.filter((row) => ofTheDay(row.createdAt));
  const ourPaymentIds = new Set(captures.map((row) => row.paymentId));
  const capturesNamed = await capturesOfPayments(db, unique(theirPayments.map((row) => row.paymentId)).filter((id) => !ourPaymentIds.has(id)));
  const refundIds = theirRefunds.map((row) => (row.receipt === null ? null : refundIdOfReceipt(row.receipt))).filter((id) => id !== null);
  const otherRefunds = await refundsNamed(db, unique(theirRefunds.map((row) => row.refundId)), unique(refundIds));
  const payoutIds = theirPayouts.map((row) => payoutIdOfReference(row.reference)).filter((id) => id !== null);
  const otherPayouts = await payoutsNamed(db, unique(theirPayouts.map((row) => row.payoutId)), unique(payoutIds));

  const dayRefunds = new Set(refunds.map((row) => row.id));
  const dayPayouts = new Set(payouts.map((row) => row.id));
  const mismatches = [
    ...compareCaptures([...captures, ...capturesNamed], window.payments, ofTheDay),
    ...compareRefunds(withoutDuplicates([...refunds, ...otherRefunds]), (row) => dayRefunds.has(row.id), window.refunds, ofTheDay),
    ...comparePayouts(withoutDuplicates([...payouts, ...otherPayouts]), (row) => dayPayouts.has(row.id), window.payouts, ofTheDay),
  ];
  const now = deps.clock();
  const held = await heldMoney(db, now < day.to ? now : day.to);
  return { day, captures, refunds, payouts, theirs: { payments: theirPayments, refunds: theirRefunds, payouts: theirPayouts }, held, mismatches };
}

const total = (amounts: readonly number[]) => ({ amount: amounts.reduce((sum, amount) => sum + amount, 0), count: amounts.length });
const record = (providerId: string, reference: string | null, amount: number, status: string, createdAt: Date) => ({ provider_id: providerId, reference, amount, status, created_at: createdAt.toISOString() });

/** The report ops read (API and CLI); `repaired` is apply's. */
export function reconciliationWire(report: DayReconciliation, repaired: ReconciliationWire['repaired'] = []): ReconciliationWire {
  const { day } = report;
  const paidThatDay = (paidAt: Date | null) => paidAt !== null && paidAt >= day.from && paidAt < day.to;
  return {
    date: day.date,
    from: day.from.toISOString(),
    to: day.to.toISOString(),
    captured: total(report.captures.map((row) => row.amount)),
    refunded: {
      ...total(report.refunds.filter((row) => paidThatDay(row.paidAt)).map((row) => row.amount)),
      open: report.refunds
        .filter((row) => row.status !== 'processed')
        .map((row) => ({ id: row.id, booking_id: row.bookingId, amount: row.amount, status: row.status, provider_refund_id: row.providerRefundId })),
    },
    paid_out: {
      ...total(report.payouts.filter((row) => paidThatDay(row.paidAt)).map((row) => row.amount)),
      open: report.payouts
        .filter((row) => row.status !== 'processed')
        .map((row) => ({ id: row.id, partner_id: row.partnerId, amount: row.amount, status: row.status, provider_payout_id: row.providerPayoutId })),
    },
    held: {
      not_yet_available: report.held.notYetAvailable,
      partners: report.held.partners.map((partner) => ({ partner_id: partner.partnerId, partner_name: partner.name, amount: partner.amount, reason: partner.reason })),
    },
    provider: {
      payments: report.theirs.payments.map((row) => record(row.paymentId, row.orderId, row.amount, row.status, row.createdAt)),
      refunds: report.theirs.refunds.map((row) => record(row.refundId, row.receipt, row.amount, row.status, row.createdAt)),
      payouts: report.theirs.payouts.map((row) => record(row.payoutId, row.reference, row.amount, row.status, row.createdAt)),
    },
    mismatches: report.mismatches.map((row) => ({
      kind: row.kind,
      record: row.record,
      provider_id: row.providerId,
      our_record: row.ourRecord,
      our_amount: row.ourAmount,
      their_amount: row.theirAmount,
      our_status: row.ourStatus,
      their_status: row.theirStatus,
      repairable: row.repair !== null,
    })),
    repaired,
  };
}

/** GET admin/reconciliation and the CLI's reconcile. */
export async function reconciliationFor(deps: ReconciliationDeps, date: string): Promise<ReconciliationWire> {
  return reconciliationWire(await reconcileDay(deps, date));
}
