import { formatPaise } from '@servenear/shared/paise';
import {
  opsApplyReconciliationEndpoint,
  opsApprovePayoutsEndpoint,
  opsPayoutBatchEndpoint,
  opsProposePayoutsEndpoint,
  opsReconciliationEndpoint,
  opsRefundsEndpoint,
  opsRetryRefundEndpoint,
  opsTrialBalanceEndpoint,
} from '@servenear/shared/endpoints';
import type { AdminRefundWire, PayoutBatchWire, ReconciliationWire, TrialBalanceWire } from '@servenear/shared/wire';
import type { Database } from '../db/client';
import { trialBalanceFor } from '../modules/ledger/ops';
import { refundsForOps, retryRefund } from '../modules/refunds/ops';
import { approvePayouts, payoutBatchFor, proposePayouts } from '../modules/payouts/ops';
import type { PaymentProvider } from '../modules/payments/provider';
import type { PayoutProvider } from '../modules/payouts/provider';
import { applyReconciliation } from '../modules/reconciliation/apply';
import { reconciliationFor } from '../modules/reconciliation/report';
import { systemClock } from '../lib/clock';
import { formatTable } from './format';
import type { ApiGet, ApiPost } from './opsAdmin';
import { reconcileOutcome, reconcileUsage, type ReconcileOptions } from './reconcileCli';

/**
 * The CLI's money commands (issue 38), on the database or through the API like the others:
 *
 *   refunds:open           refunds not yet paid back (pending, initiated, failed)
 *   refunds:failed         refunds every retry failed: ops must act
 *   refunds:retry <id>     try a failed refund again
 *   ledger:trial-balance   every account's balance, and the two totals
 *   payouts:propose        a batch of every partner's available money
 *   payouts:batch <id>     a batch and where each payout is
 *   payouts:approve <id>   approve a proposed batch: the payouts go out
 *   reconcile --date D     a day against the providers (--apply settles what they settled)
 */

export const moneyUsage = `  refunds:open                          list refunds not yet paid back, newest first: pending (to be
                                        asked of the provider), initiated, failed
  refunds:failed                        list refunds whose every attempt failed (ops must act)
  refunds:retry <id>                    try a failed refund again
  ledger:trial-balance                  the ledger's accounts with their balances; the debit and
                                        credit totals agree when the books are sound
  payouts:propose                       propose a payout batch: each partner's money whose hold is
                                        over; partners with changed bank details are held, named
  payouts:batch <id>                    a batch and where each payout is (bank reference once paid)
  payouts:approve <id>                  approve a proposed batch: each payout goes to the bank
${reconcileUsage}`;

export const moneyCommandIds = {
  'refunds:open': [],
  'refunds:failed': [],
  'refunds:retry': ['refund id'],
  'ledger:trial-balance': [],
  'payouts:propose': [],
  'payouts:batch': ['batch id'],
  'payouts:approve': ['batch id'],
  reconcile: [],
} as const satisfies Record<string, readonly string[]>;
type MoneyCommandName = keyof typeof moneyCommandIds;

export const isMoneyCommand = (name: string): name is MoneyCommandName => Object.hasOwn(moneyCommandIds, name);

export interface MoneyAdmin {
  refunds(status: AdminRefundWire['status'] | undefined): Promise<AdminRefundWire[]>;
  retryRefund(id: number): Promise<AdminRefundWire>;
  trialBalance(): Promise<TrialBalanceWire>;
  proposePayouts(): Promise<PayoutBatchWire>;
  payoutBatch(id: number): Promise<PayoutBatchWire>;
  approvePayouts(id: number): Promise<PayoutBatchWire>;
  /** A day against the providers; with `apply`, its repairable mismatches settled first. */
  reconcile(date: string, apply: boolean): Promise<ReconciliationWire>;
}

function formatBatch(batch: PayoutBatchWire): string {
  const head = `Payout batch ${batch.id} (${batch.status}), ${batch.payouts.length} payout${batch.payouts.length === 1 ? '' : 's'} of ${paise(batch.payouts.reduce((sum, payout) => sum + payout.amount, 0))}.`;
  const table = batch.payouts.length
    ? formatTable(
        ['Payout', 'Partner', 'Amount', 'Status', 'Account', 'Bank ref.', 'Why not paid'],
        batch.payouts.map((payout) => [String(payout.id), `${payout.partner_name} (${payout.partner_id})`, paise(payout.amount), payout.status, payout.account_ending ? `…${payout.account_ending}` : '', payout.utr ?? '', payout.failure_reason ?? '']),
      )
    : '';
  const held = batch.held.map((partner) => `Held: ${partner.partner_name} (${partner.partner_id}), ${paise(partner.amount)}: ${partner.reason}`);
  return [head, table, ...held].filter(Boolean).join('\n');
}

/** Paise as rupees with their paise (₹11,046.10): rounded rows would not add up to the totals. */
const paise = (amount: number) => formatPaise(amount);

function formatRefunds(items: AdminRefundWire[], empty: string): string {
  if (items.length === 0) return empty;
  return formatTable(
    ['ID', 'Booking', 'Line', 'Reason', 'Amount', 'Status', 'Tries', 'Provider ID', 'Last error', 'Owed since'],
    items.map((item) => [
      String(item.id),
      item.reference,
      item.line_id === null ? '' : String(item.line_id),
      item.reason,
      paise(item.amount),
      item.status,
      String(item.attempts),
      item.provider_refund_id ?? '',
      (item.last_error ?? '').slice(0, 60),
      item.created_at.slice(0, 16).replace('T', ' '),
    ]),
  );
}

function formatTrialBalance(trial: TrialBalanceWire): string {
  if (trial.rows.length === 0) return 'The ledger is empty.';
  const rows = trial.rows.map((row) => [row.label, row.partner_id === null ? '' : `partner ${row.partner_id}`, row.debit ? paise(row.debit) : '', row.credit ? paise(row.credit) : '']);
  rows.push(['Total', '', paise(trial.total_debit), paise(trial.total_credit)]);
  const table = formatTable(['Account', 'Of', 'Debit', 'Credit'], rows);
  return trial.total_debit === trial.total_credit ? table : `${table}\nTHE TOTALS DIFFER: the ledger does not balance.`;
}

export async function runMoneyCommand(admin: MoneyAdmin, command: MoneyCommandName, id: number | undefined, reconcile?: ReconcileOptions): Promise<string> {
  switch (command) {
    case 'refunds:open':
      return formatRefunds(
        (await Promise.all((['failed', 'pending', 'initiated'] as const).map((status) => admin.refunds(status)))).flat().sort((a, b) => b.id - a.id),
        'Every refund has been paid back.',
      );
    case 'refunds:failed':
      return formatRefunds(await admin.refunds('failed'), 'No refund has failed.');
    case 'refunds:retry': {
      const refund = await admin.retryRefund(id!);
      return `Refund ${refund.id} of ${paise(refund.amount)} (${refund.reference}) will be tried again.`;
    }
    case 'ledger:trial-balance':
      return formatTrialBalance(await admin.trialBalance());
    case 'payouts:propose':
      return formatBatch(await admin.proposePayouts());
    case 'payouts:batch':
      return formatBatch(await admin.payoutBatch(id!));
    case 'payouts:approve':
      return formatBatch(await admin.approvePayouts(id!));
    case 'reconcile':
      return reconcileOutcome(await admin.reconcile(reconcile!.date, reconcile!.apply));
  }
}

/**
 * On the database, through the same services as the admin API. `providers` are made when
 * reconcile first needs them (from the configuration, as the server makes its own).
 */
export function databaseMoneyAdmin(deps: { db: Database; providers?: () => { payments: PaymentProvider; payouts: PayoutProvider } }): MoneyAdmin {
  const timed = { ...deps, clock: systemClock };
  return {
    refunds: async (status) => (await refundsForOps(deps, { status, page: 1, per_page: 200 })).data,
    retryRefund: (id) => retryRefund(deps, id),
    trialBalance: () => trialBalanceFor(deps, undefined),
    proposePayouts: () => proposePayouts(timed),
    payoutBatch: (id) => payoutBatchFor(timed, id),
    // On the database directly no admin is signed in: the batch records none.
    approvePayouts: (id) => approvePayouts(timed, id, null),
    reconcile: (date, apply) => {
      if (!deps.providers) throw new Error('reconcile needs the payment and payout providers');
      const reconciling = { ...timed, ...deps.providers() };
      return apply ? applyReconciliation(reconciling, date) : reconciliationFor(reconciling, date);
    },
  };
}

export function apiMoneyAdmin(get: ApiGet, post: ApiPost): MoneyAdmin {
  return {
    refunds: (status) => get(opsRefundsEndpoint, { query: { ...(status ? { status } : {}), per_page: '200' } }),
    retryRefund: async (id) => (await post(opsRetryRefundEndpoint, { params: { id } })).data as AdminRefundWire,
    trialBalance: () => get(opsTrialBalanceEndpoint, { query: {} }),
    proposePayouts: async () => (await post(opsProposePayoutsEndpoint, {})).data as PayoutBatchWire,
    payoutBatch: (id) => get(opsPayoutBatchEndpoint, { params: { id } }),
    approvePayouts: async (id) => (await post(opsApprovePayoutsEndpoint, { params: { id } })).data as PayoutBatchWire,
    reconcile: async (date, apply) =>
      apply ? ((await post(opsApplyReconciliationEndpoint, {}, { date })).data as ReconciliationWire) : get(opsReconciliationEndpoint, { query: { date } }),
  };
}
