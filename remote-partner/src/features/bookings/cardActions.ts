import type { PartnerLineStatus } from '@servenear/shared/partner';
import { bookingTexts } from './bookingTexts';

export { bookingTexts };

/** What a card offers: buttons to press, or a label that only tells. */
export type CardAction =
  | { kind: 'start' } // Generate OTP, and Cancel Booking after a confirmation
  | { kind: 'complete' } // "Work Started" label and the Work Completed button
  | { kind: 'label'; text: string; tone: 'waiting' | 'done' | 'issue' | 'cancelled' };

/** partner §4: the status (and, once completed, the approval) decides what a card offers. */
export function cardAction(status: PartnerLineStatus, approved: boolean): CardAction {
  switch (status) {
    case 'assigned':
      return { kind: 'start' };
    case 'confirmed':
      return { kind: 'complete' };
    case 'completed':
      return approved ? { kind: 'label', text: bookingTexts.completed, tone: 'done' } : { kind: 'label', text: bookingTexts.needToApprove, tone: 'waiting' };
    case 'completed-issue':
      return { kind: 'label', text: bookingTexts.completedIssue, tone: 'issue' };
    case 'cancelled':
      return { kind: 'label', text: bookingTexts.bookingCancelled, tone: 'cancelled' };
  }
}
