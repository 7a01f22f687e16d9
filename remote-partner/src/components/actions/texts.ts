import { defineTexts } from '@servenear/shared/i18n';

/** The partner's dialogs' own words: their close button and the confirmation's 'No'. */
export const actionTexts = defineTexts(
  {
    close: 'Close',
    no: 'No',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
