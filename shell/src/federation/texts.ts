import { defineTexts } from '@servenear/shared/i18n';

/** A remote's part of the page while it loads, and when it could not be loaded. */
export const remoteTexts = defineTexts(
  {
    failed: 'This part of ServeNear could not be loaded.',
    hint: 'Check your connection and try again.',
    retry: 'Retry',
    loading: 'Loading...',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
