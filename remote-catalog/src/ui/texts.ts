import { defineTexts } from '@servenear/shared/i18n';

/** A service card's prices, or its badge when it is booked by enquiry (customer §2). */
export const serviceCardTexts = defineTexts(
  { perDay: 'per day', perHour: 'per hour', enquiry: 'Enquiry' },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
