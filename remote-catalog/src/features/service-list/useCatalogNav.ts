import type { UseQueryResult } from '@servenear/shared/query';
import { ApiError, useCategories, useSubcategoryLists, type Category, type Subcategory } from '@servenear/shared/api';
import { useLogFailures } from '../../hooks/useLogFailures';

export interface CatalogNav {
  categories: UseQueryResult<Category[]>;
  /** A category's subcategories; undefined for a category that is not in the list. */
  subcategoriesOf(categoryId: number): UseQueryResult<Subcategory[]> | undefined;
  /** Every list has answered or failed: the page lays out its row and sidebar only then. */
  settled: boolean;
}

/** An unknown category answers 404 'No subcategory exist': that is an empty list, not a failure. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The four categories with their subcategories: the category row links each tile to its
 * first subcategory, and the subcategory list shows the current category's.
 */
export function useCatalogNav(): CatalogNav {
  const categories = useCategories();
  const categoryIds = categories.data?.map((category) => category.id) ?? [];
  const lists = useSubcategoryLists(categoryIds);
  // customer §8: a list that fails is logged (a 404 is no failure, see above).
  useLogFailures('Failed to load categories', [categories]);
  useLogFailures('Failed to load subcategories', lists.filter((list) => !isNotFound(list.error)));

  return {
    categories,
    subcategoriesOf: (categoryId) => lists[categoryIds.indexOf(categoryId)],
    settled: categories.isSuccess ? lists.every((list) => !list.isPending) : !categories.isPending,
  };
}
