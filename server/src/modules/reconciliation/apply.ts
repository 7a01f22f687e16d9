import type { ReconciliationWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { payoutReported } from '../payouts/reported';
import { refundReported } from '../refunds/reported';
import type { Repair } from './compare';
import { reconcileDay, reconciliationWire, type ReconciliationDeps } from './report';

/**
 * Feeds what the provider says became of a refund or payout through the very functions its
 * webhook goes through (refunds/reported.ts, payouts/reported.ts), in one transaction: a lost
 * webhook or a crash after the provider's answer is recovered exactly as the webhook would have
 * done it, once (a second apply, or the webhook arriving late, changes nothing). Whether it moved anything.
 */
export async function repair(db: Database, repair: Repair, at: Date): Promise<boolean> {
  if (repair.record === 'refund') {
    const report = { providerRefundId: repair.providerRefundId, receipt: repair.receipt ?? undefined, status: repair.status, at };
    return (await db.transaction((tx) => refundReported(tx, report))) !== 'ignored';
  }
  return db.transaction(async (tx) => {
    let moved = false;
    for (const status of repair.steps) {
      const report = { providerPayoutId: repair.providerPayoutId, reference: repair.reference, status, utr: repair.utr, reason: status === 'processed' ? null : repair.reason, at };
      if ((await payoutReported(tx, report)) === 'done') moved = true;
    }
    return moved;
  });
}

/** POST admin/reconciliation/apply and the CLI's reconcile --apply: the day's repairable mismatches settled, then the day reported again. */
export async function applyReconciliation(deps: ReconciliationDeps, date: string): Promise<ReconciliationWire> {
  const before = await reconcileDay(deps, date);
  const repaired: ReconciliationWire['repaired'] = [];
  for (const mismatch of before.mismatches) {
    if (!mismatch.repair || !(await repair(deps.db, mismatch.repair, deps.clock()))) continue;
    const status = mismatch.repair.record === 'refund' ? mismatch.repair.status : mismatch.repair.steps.at(-1)!;
    repaired.push({ record: mismatch.record, provider_id: mismatch.providerId, status });
  }
  return reconciliationWire(await reconcileDay(deps, date), repaired);
}
