import { fill } from '@servenear/shared/i18n';
import { formatRupees, type DisputeOutcome, type LineDispute } from '@servenear/shared/domain';
import { disputeOutcomeTexts as texts } from './texts';

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
      return texts.redoSame;
    case 'redo_other':
      return texts.redoOther;
    case 'part_refund':
      if (waivedAmount > 0) return fill(reader === 'customer' ? texts.waivedForCustomer : texts.waivedForPartner, { amount: formatRupees(waivedAmount) });
      return fill(texts.partRefund, { amount: formatRupees(refundAmount) });
    case 'full_refund':
      if (waivedAmount > 0) return reader === 'customer' ? texts.nothingToPayCustomer : texts.nothingToPayPartner;
      return fill(texts.fullRefund, { amount: formatRupees(refundAmount) });
  }
}
