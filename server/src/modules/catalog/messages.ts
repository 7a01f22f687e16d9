import { defineTexts } from '@servenear/shared/i18n';

/** The catalogue's refusals (customer §2, §8), spelt as the spec spells them. */
export const catalogTexts = defineTexts(
  {
    noSubcategory: 'No subcategory exist',
    noCategory: 'Category not found',
    productFailed: 'Failed to load product data',
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
