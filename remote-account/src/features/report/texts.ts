import { defineTexts } from '@servenear/shared/i18n';

/** customer §8 'Report': spelt as the spec spells it (the form's own texts: @servenear/shared/report). */
export const reportTexts = defineTexts(
  {
    heading: 'Report and Queries',
    /** Ours: what the public page says above the form. */
    intro:
      'Had a problem with a booking or a professional, or have a question about our services? Tell us what happened and which service it concerns. We read every message and reply by email or phone.',
    /** '/user-report' under the account menu's name for it. */
    accountTitle: 'Report & Queries',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
