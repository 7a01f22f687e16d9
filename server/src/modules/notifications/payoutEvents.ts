import { fill } from '@servenear/shared/i18n';
import { formatPaise } from '@servenear/shared/paise';
import { notificationTexts } from './messages';
import { opsNotificationMessages } from './opsMessages';
import { tellOps } from './opsEvents';
import { insertNotification, type Writer } from './repository';

/** The partner's sentence: the amount, and the account's last digits and the bank's reference when known. */
function payoutPaidMessage(payout: { amount: number; accountNumber: string | null; utr: string | null }): string {
  const paid = notificationTexts.partner.payoutPaid;
  const values = { amount: formatPaise(payout.amount), last4: payout.accountNumber?.slice(-4) ?? '', utr: payout.utr ?? '' };
  if (payout.accountNumber && payout.utr) return fill(paid.endingAndReference, values);
  if (payout.accountNumber) return fill(paid.ending, values);
  return fill(payout.utr ? paid.reference : paid.plain, values);
}

/** Issue 38: the partner's payout reached his bank: told in the app and by SMS (smsTexts.ts payout_paid). */
export async function recordPayoutPaid(tx: Writer, payout: { partnerId: number; amount: number; accountNumber: string | null; utr: string | null }, at: Date): Promise<void> {
  await insertNotification(tx, {
    userId: payout.partnerId,
    kind: 'payout_paid',
    bookingId: null,
    lineId: null,
    message: () => payoutPaidMessage(payout),
    at,
  });
}

/**
 * Issue 38: the weekly payout batch proposed itself; ops are told, in its transaction, that it
 * waits for their approval (or that everyone with money was left out, and why).
 */
export async function recordPayoutBatchProposed(
  tx: Writer,
  batch: { batchId: number; payouts: number; amount: number; held: ReadonlyArray<{ name: string; reason: string }> },
  at: Date,
): Promise<void> {
  await tellOps(tx, 'ops_payout_batch_proposed', opsNotificationMessages.payoutBatchProposed(batch), at);
}
