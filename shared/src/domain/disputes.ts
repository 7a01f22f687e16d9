/**
 * Issue 37: disputes (a customer declines completed work, ops resolve it) and a partner's
 * cancel, as both sides and ops see them. The line's disputed state is the spec's
 * `completed-issue` ('completed with some issue'); the outcomes and these texts are ours.
 */
import { defineTexts } from '@servenear/shared/i18n';

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
  /** Whole rupees taken off what the customer owes, when the booking was not paid yet (decision 0054). */
  waivedAmount: number;
  /** What ops told both sides, if anything. */
  note: string | null;
  resolvedAt: string | null;
}

/** A reason (decline, a partner's cancel): long enough to act on, short enough for an SMS-sized note. */
export const LINE_REASON_MIN = 5;
export const LINE_REASON_MAX = 500;

export const lineReasonMessages = defineTexts(
  { reason: `Please tell us why, in ${LINE_REASON_MIN} to ${LINE_REASON_MAX} characters.` },
  { hi: () => import('./disputes.hi.json'), ta: () => import('./disputes.ta.json') },
);

/** Why a reason is refused (the server's zod rule says the same), or null: for the reason dialogs, without zod. */
export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  return length < LINE_REASON_MIN || length > LINE_REASON_MAX ? lineReasonMessages.reason : null;
}
