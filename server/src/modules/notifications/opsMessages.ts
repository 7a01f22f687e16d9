import { formatRupees } from '@servenear/shared/domain';
import { formatPaise } from '@servenear/shared/paise';

/**
 * Ops' rows (issue 37, 38): read in the ops console and the admin CLI, which stay in English
 * (issue 41), so these are not in a catalogue.
 */
export const opsNotificationMessages = {
  pdAccepted: (id: number, quote: number) => `Pass Fast Express request #${id}: the customer accepted the quote of ${formatRupees(quote)}.`,
  pdPaid: (id: number) => `Pass Fast Express request #${id} has been paid.`,
  pdPickedUp: (id: number, mover: string) => `Pass Fast Express request #${id} was picked up by ${mover}.`,
  pdDelivered: (id: number, mover: string) => `Pass Fast Express request #${id} was delivered by ${mover}.`,
  payoutBatchProposed: (batch: { batchId: number; payouts: number; amount: number; held: ReadonlyArray<{ name: string; reason: string }> }) => {
    const { batchId, payouts, amount, held } = batch;
    return payouts > 0
      ? `Payout batch ${batchId} waits for your approval: ${payouts} ${payouts === 1 ? 'payout' : 'payouts'}, ${formatPaise(amount)} in all (payouts:batch ${batchId}, then payouts:approve ${batchId}).` +
          (held.length > 0 ? ` Left out: ${leftOut(held)}.` : '')
      : `Payout batch ${batchId} has nothing to approve: every partner with money available was left out: ${leftOut(held)}.`;
  },
} as const;

/** The partners a proposal left out, as ops read them: "Ravi Kumar (no bank details), …". */
const leftOut = (held: ReadonlyArray<{ name: string; reason: string }>) => held.map((partner) => `${partner.name} (${partner.reason})`).join(', ');
