import type { Database } from '../../db/client';
import { sendJob } from '../jobs/queue';
import { postLedgerTransaction } from '../ledger';
import { insertRefund, payingOrderOf, type RefundRow } from './repository';

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export interface OwedRefund {
  bookingId: number;
  lineId: number | null;
  reason: RefundRow['reason'];
  /** Paise owed back. */
  amount: number;
  /** Paise of a late cancellation the policy keeps (bookings/refund.ts); 0 otherwise. */
  feeKept?: number;
  /** The payment to refund; by default the one that paid the booking. */
  orderId?: string;
  at: Date;
}

/**
 * Issue 38: a refund decided, inside the deciding change's transaction: its row, the ledger's
 * move from the customers' funds to refunds owed (and a kept fee to income), and the job that
 * asks the provider to pay it back, which exists exactly when the decision commits. The refund's
 * id, or null when nothing is owed back.
 */
export async function oweRefund(tx: Writer, owed: OwedRefund): Promise<number | null> {
  const feeKept = owed.feeKept ?? 0;
  if (owed.amount <= 0 && feeKept <= 0) return null;
  const orderId = owed.orderId ?? (await payingOrderOf(tx, owed.bookingId));
  if (!orderId) throw new Error(`booking ${owed.bookingId} has no captured payment to refund`);
  const refundId = owed.amount > 0 ? await insertRefund(tx, { bookingId: owed.bookingId, lineId: owed.lineId, orderId, reason: owed.reason, amount: owed.amount, at: owed.at }) : null;
  await postLedgerTransaction(tx, {
    kind: 'refund_owed',
    // A fee with nothing owed back is a line's once-only cancellation.
    key: refundId !== null ? `refund_owed:${refundId}` : `fee_kept:line:${owed.lineId}`,
    at: owed.at,
    bookingId: owed.bookingId,
    lineId: owed.lineId ?? undefined,
    refundId: refundId ?? undefined,
    entries: [
      { account: 'customer_funds', amount: owed.amount + feeKept },
      { account: 'refunds_payable', amount: -owed.amount },
      { account: 'cancellation_fees', amount: -feeKept },
    ],
  });
  if (refundId !== null) await sendJob(tx, 'refunds', { refundId });
  return refundId;
}
