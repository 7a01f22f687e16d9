import { defineTexts } from '@servenear/shared/i18n';

/** The content pages' refusal (customer §7: about, terms …). */
export const pageTexts = defineTexts(
  {
    notFound: 'Page not found',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
