// The categories and a category's subcategory links, used by the home's category popup and the hero's filter.
export { SubcategoryLinks } from './SubcategoryLinks';
export { useCategories } from './useCategories';
