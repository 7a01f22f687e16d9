import { feedbackMessages } from '@servenear/shared/booking-texts';

/** customer §2 'Feedback modal', §5 and §8 'Feedback'; the title and hints are ours. */
export const feedbackTexts = {
  title: 'Rate your experience',
  about: (serviceName: string) => `How was ${serviceName}?`,
  ratingLabel: 'Your rating',
  rate: (value: number) => `Rate ${value} out of 5`,
  chosen: (value: number) => `You rated ${value} out of 5`,
  commentLabel: 'Comment (optional)',
  commentPlaceholder: 'Tell others what went well or what could be better',
  submit: 'Submit',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  close: 'Close',
  thanks: 'Thank you for your feedback!',
  ratingRequired: feedbackMessages.ratingRequired,
  failed: feedbackMessages.failed,
  missingService: 'This feedback link does not say which service to rate.',
  completedBookings: 'Rate from your completed bookings',
} as const;
