import type { Database } from '../../db/client';
import { postLedgerTransaction } from '../ledger';
import { recordRefundProcessed } from '../notifications/refundEvents';
import { markProcessed, type RefundRow } from './repository';

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * The provider paid a refund back (its answer, or its webhook, whichever comes first): the row
 * is processed, the ledger moves it out of the gateway, and the customer is told in the app and
 * by SMS. Once only: a second report of the same refund changes nothing. The refund when this
 * call processed it.
 */
export async function refundProcessed(tx: Writer, refundId: number, providerRefundId: string, at: Date): Promise<RefundRow | null> {
  const refund = await markProcessed(tx, refundId, providerRefundId, at);
  if (!refund) return null;
  await postLedgerTransaction(tx, {
    kind: 'refund_paid',
    key: `refund_paid:${refund.id}`,
    at,
    bookingId: refund.bookingId,
    lineId: refund.lineId ?? undefined,
    refundId: refund.id,
    entries: [
      { account: 'refunds_payable', amount: refund.amount },
      { account: 'gateway', amount: -refund.amount },
    ],
  });
  await recordRefundProcessed(tx, refund, at);
  return refund;
}
