import { defineTexts } from '@servenear/shared/i18n';

/** partner §4 and §8: the texts of the booking tabs and their cards (and ours, issue 37: the reschedule request). */
export const bookingTexts = defineTexts(
  {
    tabs: { list: 'Booking List', completed: 'Completed', cancelled: 'Canceled', pickAndDrop: 'Pick & Drop' },
    /** Names the tab menu. */
    tabsLabel: 'Bookings',
    loading: 'Loading bookings...',
    empty: 'No data...',
    failed: 'Failed to load bookings. Please try again.',
    generateOtp: 'Generate OTP',
    sending: 'Sending...',
    codeNotSent: 'We could not send the code. Please try again later.',
    cancelBooking: 'Cancel Booking',
    workStarted: 'Work Started',
    workCompleted: 'Work Completed',
    confirmComplete: 'Mark this work as completed?',
    confirmCompleteYes: 'Yes, completed',
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
    /** The cards' rows (partner §2 'Booking list cards', 'Canceled bookings'). */
    facts: {
      serviceMethod: 'Service Method',
      perDay: 'Per day',
      perHour: 'Per hour',
      duration: 'Working Duration',
      date: 'Preferred Date',
      time: 'Preferred Time',
      amount: 'Amount',
      contact: 'Contact Details',
      cancelledBy: 'Canceled By',
      cancelledDate: 'Canceled Date',
      reason: 'Reason',
    },
    /** Who cancelled a job, as the Canceled tab says it. */
    cancelledBy: { admin: 'admin', you: 'you' },
    days: '{count, plural, one {# day} other {# days}}',
    hours: '{count, plural, one {# hour} other {# hours}}',
    reviews: '{count, plural, one {# review} other {# reviews}}',
    /** partner §4 and §5: the start-code popup. */
    startCode: {
      title: 'Enter the start code',
      hint: 'The customer has received a 4-digit code by SMS for {service}. Ask them to read it out when you begin.',
      boxes: 'Start code',
      digit: 'Digit {number}',
      verifying: 'Verifying...',
      verify: 'Verify',
      resend: 'Resend',
    },
    /** Issue 37 (ours): the customer's request to move a job, on the job's card; `slot` is the new date and time. */
    reschedule: {
      heading: 'Reschedule request',
      asks: 'The customer asks to move this job to {slot}.',
      accept: 'Accept new slot',
      decline: 'Decline',
      sending: 'Sending...',
      accepted: "You accepted the customer's new slot: {slot}.",
      declined: "You declined the customer's request for {slot}.",
      failed: 'The answer could not be sent. Please try again.',
    },
  },
  { hi: () => import('./bookingTexts.hi.json'), ta: () => import('./bookingTexts.ta.json') },
);

export const rescheduleTexts = bookingTexts.reschedule;
