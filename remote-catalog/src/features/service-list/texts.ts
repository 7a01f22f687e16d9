import { defineTexts } from '@servenear/shared/i18n';

/** customer §8 'Lists and load' and §2 'Service browsing': the spec's texts, as spelt. */
export const serviceListTexts = defineTexts(
  {
    noServices: 'No Service available',
    noSubcategories: 'No subcategory exist',
    servicesFailed: 'Failed to fetch data.',
    subcategoriesFailed: 'Failed to fetch subcategories',
    viewDetails: 'View details',
    loadMore: 'Load more services',
    loadingMore: 'Loading...',
    /** Ours: the page's heading before a category is known, and the names of its navigation. */
    title: 'Services',
    categories: 'Categories',
    subcategories: 'Subcategories',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** customer §2: descriptions in the list page variant of the card are cut at 126 characters. */
export const LIST_DESCRIPTION_MAX = 126;
