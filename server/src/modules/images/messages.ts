import { defineTexts } from '@servenear/shared/i18n';

/** The generated catalogue pictures' refusal. */
export const imageTexts = defineTexts(
  {
    notFound: 'Image not found',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
