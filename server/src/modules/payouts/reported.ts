import type { Database } from '../../db/client';
import { postLedgerTransaction } from '../ledger';
import { recordPayoutPaid } from '../notifications/payoutEvents';
import { movePayout, payoutById, payoutForProvider, releaseItems, type PayoutRow } from './repository';

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface PayoutReport {
  /** Ours, when the report is our own (the last retry failed); else found from the provider's ids. */
  payoutId?: number;
  providerPayoutId: string | null;
  reference?: string | null;
  status: 'processed' | 'failed' | 'reversed';
  utr: string | null;
  reason: string | null;
  at: Date;
}

/**
 * What became of a payout (the provider's webhook, its immediate answer, or our last failed
 * attempt), in the reporter's transaction, once per outcome:
 * - processed: in transit → paid out of the gateway; the partner is told, with the bank's reference;
 * - failed (before it was paid): back to his payable, its settlements to the next batch;
 * - reversed (the bank sent it back after it was paid): back to his payable from the gateway.
 * A report that does not fit the payout's state (twice, late, out of order) changes nothing.
 */
export async function payoutReported(tx: Writer, report: PayoutReport): Promise<'done' | 'ignored'> {
  const payout = report.payoutId !== undefined ? await payoutById(tx, report.payoutId) : report.providerPayoutId ? await payoutForProvider(tx, report.providerPayoutId, report.reference) : null;
  if (!payout) return 'ignored';
  const ids = report.providerPayoutId ? { providerPayoutId: report.providerPayoutId } : {};
  if (report.status === 'processed') {
    const moved = await movePayout(tx, payout.id, ['pending', 'processing'], { ...ids, status: 'processed', utr: report.utr, processedAt: report.at });
    if (!moved) return 'ignored';
    await post(tx, moved, 'payout_paid', report.at, [
      { account: 'payouts_in_transit', amount: moved.amount },
      { account: 'gateway', amount: -moved.amount },
    ]);
    await recordPayoutPaid(tx, moved, report.at);
    return 'done';
  }
  if (report.status === 'failed') {
    const moved = await movePayout(tx, payout.id, ['pending', 'processing'], { ...ids, status: 'failed', failedAt: report.at, failureReason: report.reason?.slice(0, 300) ?? 'the provider reported it failed' });
    if (!moved) return 'ignored';
    await post(tx, moved, 'payout_failed', report.at, [
      { account: 'payouts_in_transit', amount: moved.amount },
      { account: 'partner_payable', partnerId: moved.partnerId, amount: -moved.amount },
    ]);
    await releaseItems(tx, moved.id, report.at);
    return 'done';
  }
  const moved = await movePayout(tx, payout.id, ['processed'], { status: 'reversed', failedAt: report.at, failureReason: report.reason?.slice(0, 300) ?? 'the bank returned it' });
  if (!moved) return 'ignored';
  await post(tx, moved, 'payout_reversed', report.at, [
    { account: 'gateway', amount: moved.amount },
    { account: 'partner_payable', partnerId: moved.partnerId, amount: -moved.amount },
  ]);
  await releaseItems(tx, moved.id, report.at);
  return 'done';
}

function post(tx: Writer, payout: PayoutRow, kind: 'payout_paid' | 'payout_failed' | 'payout_reversed', at: Date, entries: Parameters<typeof postLedgerTransaction>[1]['entries']) {
  return postLedgerTransaction(tx, { kind, key: `${kind}:${payout.id}`, at, entries });
}
