import { defineTexts } from '@servenear/shared/i18n';

/** customer §2 '/pages/{slug}' and §8 'Content page': the texts below are the spec's. */
export const contentPageTexts = defineTexts(
  {
    notFoundTitle: 'Not Found',
    notFoundText: 'Page content not available',
    errorTitle: 'Error',
    errorText: 'Something went wrong',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
