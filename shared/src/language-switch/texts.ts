import { defineTexts } from '@servenear/shared/i18n';

/** The language switch's own words (issue 41): its name for screen readers, and its failure toast. */
export const languageSwitchTexts = defineTexts(
  {
    label: 'Language',
    failed: 'The language could not be changed. Check your connection and try again.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
