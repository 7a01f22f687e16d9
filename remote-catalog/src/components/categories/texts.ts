import { defineTexts } from '@servenear/shared/i18n';

/** customer §8 'Lists and load': a category's subcategory links, as the spec spells them. */
export const subcategoryTexts = defineTexts(
  {
    none: 'No subcategory exist',
    failed: 'Failed to fetch subcategories',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
