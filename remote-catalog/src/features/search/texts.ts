import { defineTexts } from '@servenear/shared/i18n';

/** Texts of the header's search popup and the hero's search with its filter (customer §2, §8). */
export const searchTexts = defineTexts(
  {
    title: 'Search services',
    label: 'Search for a service',
    close: 'Close',
    results: 'Matching services',
    searching: 'Searching...',
    noServices: 'No Service available',
    failed: 'Failed to fetch data.',
    filter: 'Filter',
    filterCategories: 'Categories',
    backToCategories: 'Back to categories',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** Lookups wait for a pause in typing this long, so a fast typist sends one request, not one per key. */
export const SEARCH_DEBOUNCE_MS = 200;
