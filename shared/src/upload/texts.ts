import { defineTexts } from '@servenear/shared/i18n';

/** The file pickers' own words; each form brings the rest (PhotoFieldTexts, VideoFieldTexts). */
export const uploadTexts = defineTexts(
  {
    /** Said when a photo already chosen is chosen again, unless the form says it its own way. */
    duplicate: 'This photo is already added.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
