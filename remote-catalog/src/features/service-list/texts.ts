/** customer §8 'Lists and load' and §2 'Service browsing': the spec's texts, as spelt. */
export const serviceListTexts = {
  noServices: 'No Service available',
  noSubcategories: 'No subcategory exist',
  servicesFailed: 'Failed to fetch data.',
  subcategoriesFailed: 'Failed to fetch subcategories',
  viewDetails: 'View details',
  loadMore: 'Load more services',
  loadingMore: 'Loading...',
} as const;

/** customer §2: descriptions in the list page variant of the card are cut at 126 characters. */
export const LIST_DESCRIPTION_MAX = 126;
