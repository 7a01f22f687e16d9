import { defineTexts } from '@servenear/shared/i18n';

/**
 * customer §2 'Feedback modal', §5 and §8 'Feedback'; the title and hints are ours. The spec's
 * 'Please select a rating before submitting' and the failure are feedbackMessages
 * (@servenear/shared/booking-texts).
 */
export const feedbackTexts = defineTexts(
  {
    title: 'Rate your experience',
    about: 'How was {serviceName}?',
    ratingLabel: 'Your rating',
    rate: 'Rate {value} out of 5',
    chosen: 'You rated {value} out of 5',
    commentLabel: 'Comment (optional)',
    commentPlaceholder: 'Tell others what went well or what could be better',
    submit: 'Submit',
    submitting: 'Submitting...',
    cancel: 'Cancel',
    close: 'Close',
    thanks: 'Thank you for your feedback!',
    missingService: 'This feedback link does not say which service to rate.',
    completedBookings: 'Rate from your completed bookings',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
