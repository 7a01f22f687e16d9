import { formatPaise } from '@servenear/shared/paise';
import { isReconcilableDay } from '@servenear/shared/endpoints';
import type { ReconciliationWire } from '@servenear/shared/wire';
import { formatTable } from './format';

/**
 * The CLI's `reconcile --date YYYY-MM-DD [--apply]` (issue 38): a day of our ledger against the
 * payment and payout providers, as a table and the mismatches. Exits 1 while mismatches remain.
 */

export const reconcileUsage = `  reconcile --date <YYYY-MM-DD> [--apply]
                                        a day (India time) of the ledger against the payment and
                                        payout providers: captured, refunded, paid out, held, and
                                        the mismatches (exit code 1 while any remain); --apply
                                        settles the refunds and payouts the provider settled that
                                        we still show on their way, as their webhooks would have`;

export interface ReconcileOptions {
  date: string;
  apply: boolean;
}

/** What is printed, and the exit code 1: mismatches remain for ops. */
export class MismatchesRemain extends Error {
  override readonly name = 'MismatchesRemain';
  constructor(readonly report: string) {
    super('mismatches remain');
  }
}

/** Takes --date and the flag --apply (no value) out of the arguments. */
export function takeReconcileOptions(args: string[], take: (args: string[], name: string) => string | undefined): { date?: string; apply: boolean } {
  const date = take(args, '--date');
  const flag = args.indexOf('--apply');
  if (flag !== -1) args.splice(flag, 1);
  return { date, apply: flag !== -1 };
}

/** The options checked against the command; `refuse` makes adminCli's usage error. */
export function reconcileOptionsFor(values: { date?: string; apply: boolean }, command: string, refuse: (message: string) => Error): ReconcileOptions | undefined {
  if (command !== 'reconcile') {
    if (values.date !== undefined || values.apply) throw refuse('--date and --apply go with reconcile only');
    return undefined;
  }
  if (values.date === undefined || !isReconcilableDay(values.date)) throw refuse('reconcile needs --date YYYY-MM-DD, a real date of this century');
  return { date: values.date, apply: values.apply };
}

const paise = (amount: number | null) => (amount === null ? '' : formatPaise(amount));
const sum = (records: ReadonlyArray<{ amount: number; status: string }>, statuses: readonly string[]) => {
  const counted = records.filter((record) => statuses.includes(record.status));
  return `${paise(counted.reduce((total, record) => total + record.amount, 0))} (${counted.length})`;
};

export function formatReconciliation(report: ReconciliationWire): string {
  const { provider } = report;
  const lines = [
    `Reconciliation of ${report.date} (India time)`,
    formatTable(
      ['', 'Ledger', 'Provider'],
      [
        ['Captured', `${paise(report.captured.amount)} (${report.captured.count})`, sum(provider.payments, ['captured', 'refunded'])],
        ['Refunded', `${paise(report.refunded.amount)} (${report.refunded.count})`, sum(provider.refunds, ['processed'])],
        ['Paid out', `${paise(report.paid_out.amount)} (${report.paid_out.count})`, sum(provider.payouts, ['processed', 'reversed'])],
      ],
    ),
    `Partners' money not yet available: ${paise(report.held.not_yet_available)}`,
    ...report.held.partners.map((partner) => `Held from payouts: ${partner.partner_name} (${partner.partner_id}), ${paise(partner.amount)}: ${partner.reason}`),
  ];
  if (report.refunded.open.length) {
    lines.push('', 'Refunds not yet paid back:');
    lines.push(formatTable(['Refund', 'Booking', 'Amount', 'Status', 'Provider ID'], report.refunded.open.map((row) => [String(row.id), String(row.booking_id), paise(row.amount), row.status, row.provider_refund_id ?? ''])));
  }
  if (report.paid_out.open.length) {
    lines.push('', 'Payouts on their way, failed or reversed:');
    lines.push(formatTable(['Payout', 'Partner', 'Amount', 'Status', 'Provider ID'], report.paid_out.open.map((row) => [String(row.id), String(row.partner_id), paise(row.amount), row.status, row.provider_payout_id ?? ''])));
  }
  if (report.repaired.length) {
    lines.push('', ...report.repaired.map((row) => `Repaired: ${row.record} ${row.provider_id} is now ${row.status}.`));
  }
  lines.push('');
  if (report.mismatches.length === 0) {
    lines.push('No mismatch.');
    return lines.join('\n');
  }
  lines.push(`${report.mismatches.length} mismatch${report.mismatches.length === 1 ? '' : 'es'}:`);
  lines.push(
    formatTable(
      ['Kind', 'Record', 'Provider ID', 'Ours', 'Our amount', 'Their amount', 'Our status', 'Their status', 'Apply'],
      report.mismatches.map((row) => [
        row.kind,
        row.record,
        row.provider_id,
        row.our_record ?? '',
        paise(row.our_amount),
        paise(row.their_amount),
        row.our_status ?? '',
        row.their_status ?? '',
        row.repairable ? 'repairs it' : 'ops',
      ]),
    ),
  );
  const repairable = report.mismatches.filter((row) => row.repairable).length;
  if (repairable) lines.push(`reconcile --date ${report.date} --apply settles the ${repairable} marked "repairs it".`);
  return lines.join('\n');
}

/** The report as text; MismatchesRemain (exit code 1) when any remain. */
export function reconcileOutcome(report: ReconciliationWire): string {
  const text = formatReconciliation(report);
  if (report.mismatches.length) throw new MismatchesRemain(text);
  return text;
}
