import { useCategories as useCategoriesQuery } from '@servenear/shared/api';
import { useLogFailures } from '../../hooks/useLogFailures';

/** The categories. customer §8: a failure is logged (the home carousel shows nothing else). */
export function useCategories() {
  const categories = useCategoriesQuery();
  useLogFailures('Failed to load the categories', [categories]);
  return categories;
}
