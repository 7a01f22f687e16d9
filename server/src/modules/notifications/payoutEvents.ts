import { formatPaise } from '@servenear/shared/paise';
import { tellOps } from './opsEvents';
import { insertNotification, type Writer } from './repository';

/** Issue 38: the partner's payout reached his bank: told in the app and by SMS (smsTexts.ts payout_paid). */
export async function recordPayoutPaid(tx: Writer, payout: { partnerId: number; amount: number; accountNumber: string | null; utr: string | null }, at: Date): Promise<void> {
  const ending = payout.accountNumber ? ` ending ${payout.accountNumber.slice(-4)}` : '';
  const reference = payout.utr ? ` (bank reference ${payout.utr})` : '';
  await insertNotification(tx, {
    userId: payout.partnerId,
    kind: 'payout_paid',
    bookingId: null,
    lineId: null,
    message: `${formatPaise(payout.amount)} has been paid to your bank account${ending}${reference}.`,
    at,
  });
}

/** The partners a proposal left out, as ops read them: "Ravi Kumar (no bank details), …". */
const leftOut = (held: ReadonlyArray<{ name: string; reason: string }>) => held.map((partner) => `${partner.name} (${partner.reason})`).join(', ');

/**
 * Issue 38: the weekly payout batch proposed itself; ops are told, in its transaction, that it
 * waits for their approval (or that everyone with money was left out, and why).
 */
export async function recordPayoutBatchProposed(
  tx: Writer,
  batch: { batchId: number; payouts: number; amount: number; held: ReadonlyArray<{ name: string; reason: string }> },
  at: Date,
): Promise<void> {
  const { batchId, payouts, amount, held } = batch;
  const message =
    payouts > 0
      ? `Payout batch ${batchId} waits for your approval: ${payouts} ${payouts === 1 ? 'payout' : 'payouts'}, ${formatPaise(amount)} in all (payouts:batch ${batchId}, then payouts:approve ${batchId}).` +
        (held.length > 0 ? ` Left out: ${leftOut(held)}.` : '')
      : `Payout batch ${batchId} has nothing to approve: every partner with money available was left out: ${leftOut(held)}.`;
  await tellOps(tx, 'ops_payout_batch_proposed', message, at);
}
