import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { tellOps } from '../notifications/opsEvents';
import { PaymentProviderError, type PaymentProvider } from '../payments/provider';
import { refundProcessed } from './processed';
import { markAttemptFailed, markInitiated, receiptOf, refundToSend } from './repository';

export interface RefundSenderDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * The 'refunds' job (issue 38): asks the provider that took the payment to pay a pending refund
 * back. First it asks whether a refund with this refund's receipt exists already: a worker that
 * died between the provider's answer and our write must not refund twice. A provider's refusal
 * is retried by the queue with growing delays; after the last retry the refund is failed and
 * ops are told. The provider's answer makes it initiated (its webhook later says processed), or
 * processed at once when the provider says so.
 */
export async function sendRefund(deps: RefundSenderDeps, refundId: number, finalAttempt: boolean): Promise<void> {
  const found = await refundToSend(deps.db, refundId);
  if (!found || found.refund.status !== 'pending') return;
  const { refund, paymentId } = found;
  const giveUp = async (reason: string) => {
    await deps.db.transaction(async (tx) => {
      await markAttemptFailed(tx, refund.id, reason, true, deps.clock());
      await tellOps(tx, 'ops_refund_failed', `Refund #${refund.id} of booking ${refund.bookingId} could not be made: ${reason}`, deps.clock());
    });
    deps.log.error({ refundId: refund.id, reason }, 'refund failed for good: ops are told');
  };
  if (!paymentId || found.provider !== deps.provider.name) {
    await giveUp(`the payment was taken by ${found.provider}, which is not configured now`);
    return;
  }
  const receipt = receiptOf(refund.id);
  let made;
  try {
    made =
      (await deps.provider.findRefund(paymentId, receipt)) ??
      (await deps.provider.refundPayment({
        paymentId,
        amount: refund.amount,
        receipt,
        notes: { booking_id: String(refund.bookingId), refund_id: String(refund.id), reason: refund.reason },
      }));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const reason = error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
    if (finalAttempt) {
      await giveUp(reason);
      return;
    }
    await markAttemptFailed(deps.db, refund.id, reason, false, deps.clock());
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    if (made.status === 'processed') await refundProcessed(tx, refund.id, made.refundId, deps.clock());
    else await markInitiated(tx, refund.id, made.refundId, deps.clock());
  });
}
