import { defineTexts } from '@servenear/shared/i18n';

/** partner §8 'Report': spelt as the spec spells it (the form's own texts: @servenear/shared/report). */
export const reportTexts = defineTexts(
  {
    title: 'Report & Queries',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
