import { defineTexts } from '@servenear/shared/i18n';

/** The live updates' refusal (issue 40). */
export const liveTexts = defineTexts(
  {
    unavailable: 'Live updates are not available right now.',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
