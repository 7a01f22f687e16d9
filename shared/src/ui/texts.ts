import { defineTexts } from '@servenear/shared/i18n';

/** The ui components' own words (issue 41: in the person's language). */
export const uiTexts = defineTexts(
  {
    loading: 'Loading...',
    /** customer §8 'Lists and load': what a list or a record says when it could not be read. */
    queryState: {
      failed: 'Failed to fetch data.',
      retry: 'Retry',
    },
    /** customer §9: a rating read out, as whole stars. */
    rated: 'Rated {stars} out of 5',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
