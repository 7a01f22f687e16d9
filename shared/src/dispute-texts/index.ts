import { formatRupees, type DisputeOutcome, type LineDispute } from '@servenear/shared/domain';

/**
 * Issue 37: a dispute's outcome in words, for the customer's and the partner's history pages,
 * the notifications and ops' CLI. A subpath of its own: only the pages that show a dispute load
 * it, not every first visit (`domain` is on every page).
 */

/** Who reads the outcome: a reduction of what is owed is told to each in their own words. */
export type DisputeReader = 'customer' | 'partner';

/**
 * The outcome in words. A refund (paid booking) reads the same for both sides; on an unpaid
 * booking the amount was taken off what the customer owes (decision 0054), said to each side.
 */
export function disputeOutcomeText(outcome: DisputeOutcome, amounts: Pick<LineDispute, 'refundAmount' | 'waivedAmount'>, reader: DisputeReader): string {
  const { refundAmount, waivedAmount } = amounts;
  switch (outcome) {
    case 'redo_same':
      return 'The work will be redone by the same partner.';
    case 'redo_other':
      return 'The work will be redone by another partner.';
    case 'part_refund':
      if (waivedAmount > 0) return `${formatRupees(waivedAmount)} taken off what ${reader === 'customer' ? 'you owe' : 'the customer owes'}.`;
      return `Part refund of ${formatRupees(refundAmount)}.`;
    case 'full_refund':
      if (waivedAmount > 0) return reader === 'customer' ? 'Nothing to pay for this service.' : 'The customer pays nothing for this service.';
      return `Full refund of ${formatRupees(refundAmount)}.`;
  }
}
