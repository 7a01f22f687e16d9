// The categories and a category's subcategory links, used by the home's category popup and
// carousel, the service list's category row and the hero's filter.
export { CategoryName } from './CategoryName';
export { categoryRowLayout } from './layout';
export { SubcategoryLinks } from './SubcategoryLinks';
export { useCategories } from './useCategories';
