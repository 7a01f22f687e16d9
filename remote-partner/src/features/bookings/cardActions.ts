import type { PartnerLineStatus } from '@servenear/shared/partner';

/** partner §4 and §8: the texts of the booking tabs. */
export const bookingTexts = {
  tabs: { list: 'Booking List', completed: 'Completed', cancelled: 'Canceled', pickAndDrop: 'Pick & Drop' },
  loading: 'Loading bookings...',
  empty: 'No data...',
  failed: 'Failed to load bookings. Please try again.',
  generateOtp: 'Generate OTP',
  cancelBooking: 'Cancel Booking',
  workStarted: 'Work Started',
  workCompleted: 'Work Completed',
  needToApprove: 'Need to Approve',
  completed: 'Completed',
  completedIssue: 'completed with some issue',
  bookingCancelled: 'Booking Cancelled',
  canceledBadge: 'Canceled',
  viewDetails: 'View Details',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpFailed: 'Failed to verify OTP. Please try again.',
  otpVerified: 'OTP verified successfully!',
  otpResent: 'Otp Resend successfully!',
  otpMissing: 'Please enter all OTP digits.',
  cancelDone: 'Booking cancelled successfully!',
  cancelFailed: 'There was a problem cancelling the booking. Please try again.',
  completeDone: 'The booking has been marked as completed.',
  completeFailed: 'There was a problem updating the status. Please try again.',
} as const;

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
