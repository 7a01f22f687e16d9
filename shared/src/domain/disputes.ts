import { formatRupees } from './money';

/**
 * Issue 37: disputes (a customer declines completed work, ops resolve it) and a partner's
 * cancel, as both sides and ops see them. The line's disputed state is the spec's
 * `completed-issue` ('completed with some issue'); the outcomes and these texts are ours.
 */

/** What ops decided: the work redone by the same partner or by another, or a refund. */
export type DisputeOutcome = 'redo_same' | 'redo_other' | 'part_refund' | 'full_refund';
export const disputeOutcomes: readonly DisputeOutcome[] = ['redo_same', 'redo_other', 'part_refund', 'full_refund'];

/** A line's latest dispute, as customer, partner and ops read it. */
export interface LineDispute {
  reason: string;
  /** ISO date-time. */
  openedAt: string;
  /** null while ops have not decided. */
  outcome: DisputeOutcome | null;
  /** Whole rupees, for a refund. */
  refundAmount: number;
  /** What ops told both sides, if anything. */
  note: string | null;
  resolvedAt: string | null;
}

/** A reason (decline, a partner's cancel): long enough to act on, short enough for an SMS-sized note. */
export const LINE_REASON_MIN = 5;
export const LINE_REASON_MAX = 500;

export const lineReasonMessages = {
  reason: `Please tell us why, in ${LINE_REASON_MIN} to ${LINE_REASON_MAX} characters.`,
} as const;

export const disputeTexts = {
  declineTitle: (service: string) => `Why are you declining ${service}?`,
  declineHint: 'Our team will look into it with your partner and get back to you. You can ask for the work to be redone or for a refund.',
  reasonLabel: 'Reason',
  declineSubmit: 'Decline work',
  declining: 'Sending...',
  declined: 'Thank you: we have opened a dispute and will get back to you.',
  declineFailed: 'Failed to decline the work. Please try again.',
  cancelTitle: 'Why are you giving this job back?',
  cancelHint: 'The customer keeps the booking: ServeNear will find another partner. Cancellations count on your record.',
  cancelSubmit: 'Give the job back',
  cancelling: 'Sending...',
  open: 'Disputed: our team is looking into it',
  yourReason: 'Your reason',
  customerReason: "Customer's reason",
  partnerReason: 'Your reason',
  outcomeTitle: 'Outcome',
  note: 'Note from ServeNear',
  approveOrDecline: 'Approve or decline',
} as const;

/** The outcome in words, the same for both sides (the refund is the customer's). */
export function disputeOutcomeText(outcome: DisputeOutcome, refundAmount: number): string {
  switch (outcome) {
    case 'redo_same':
      return 'The work will be redone by the same partner.';
    case 'redo_other':
      return 'The work will be redone by another partner.';
    case 'part_refund':
      return `Part refund of ${formatRupees(refundAmount)}.`;
    case 'full_refund':
      return `Full refund of ${formatRupees(refundAmount)}.`;
  }
}
