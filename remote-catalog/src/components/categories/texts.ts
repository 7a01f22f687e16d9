/** customer §8 'Lists and load': a category's subcategory links, as the spec spells them. */
export const subcategoryTexts = {
  none: 'No subcategory exist',
  failed: 'Failed to fetch subcategories',
} as const;
