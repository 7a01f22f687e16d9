import { formatPaise } from '@servenear/shared/paise';
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
