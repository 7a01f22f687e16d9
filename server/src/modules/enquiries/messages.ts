import { defineTexts } from '@servenear/shared/i18n';

/** The server's own refusals of a customer's enquiry (ours, where the spec has none). */
export const enquiryTexts = defineTexts(
  {
    bookQuote: {
      /** The slot asked for has gone by; the customer sends a new enquiry for another day. */
      slotPassed: 'The day asked for in this enquiry has passed. Please send a new enquiry for another day.',
      /** An enquiry sent without a day (the spec's payload) has no slot to book. */
      noSlot: 'This enquiry names no day and time. Please send a new enquiry with the day and time you want.',
    },
    serviceNotFound: 'Service not found',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
