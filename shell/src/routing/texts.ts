import { defineTexts } from '@servenear/shared/i18n';

/** The route guard's toast (customer §6), exactly as the spec spells it. */
export const guardTexts = defineTexts(
  {
    loginRequired: 'Please log in to continue.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
