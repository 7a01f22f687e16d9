import { catalogApi, type Category } from '@servenear/shared/api';
import { useList, type ListState } from './useList';

const loadCategories = (signal: AbortSignal) => catalogApi.categories({ signal });
// customer §8: a category list failure is logged (the home carousel shows nothing else).
const logFailure = (error: unknown) => console.error('Failed to load the categories', error);

/** The categories, loaded once `wanted` turns true (a closed menu loads nothing). */
export function useCategories(wanted = true): ListState<Category> {
  return useList<Category>(wanted ? 'categories' : null, loadCategories, logFailure);
}
