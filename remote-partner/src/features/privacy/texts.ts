import { defineTexts } from '@servenear/shared/i18n';

/** customer §8 'Content page' texts, as the customer's content page shows them. */
export const privacyTexts = defineTexts(
  {
    title: 'Privacy policy',
    notFound: 'Page content not available',
    failed: 'Something went wrong',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
