import { useEffect, useState } from 'react';
import { ApiError, catalogApi, type Category, type Subcategory } from '@servenear/shared/api';

export interface CategoryWithSubcategories extends Category {
  /** null when this category's subcategories could not be loaded. */
  subcategories: Subcategory[] | null;
}

export type CatalogNavState = { kind: 'loading' } | { kind: 'loaded'; categories: CategoryWithSubcategories[] } | { kind: 'failed' };

/** An unknown category answers 404 'No subcategory exist': that is an empty list, not a failure. */
async function subcategoriesOf(categoryId: number, signal: AbortSignal): Promise<Subcategory[] | null> {
  try {
    return await catalogApi.subcategories(categoryId, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    if (!signal.aborted) console.error('Failed to load subcategories', error);
    return null;
  }
}

/**
 * The four categories with their subcategories: the category row links each tile to its
 * first subcategory, and the subcategory list shows the current category's.
 */
export function useCatalogNav(): CatalogNavState {
  const [state, setState] = useState<CatalogNavState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    catalogApi
      .categories({ signal })
      .then((categories) =>
        Promise.all(categories.map(async (category) => ({ ...category, subcategories: await subcategoriesOf(category.id, signal) }))),
      )
      .then(
        (categories) => {
          if (!signal.aborted) setState({ kind: 'loaded', categories });
        },
        (error: unknown) => {
          if (signal.aborted) return;
          // customer §8: a category list failure is only logged.
          console.error('Failed to load categories', error);
          setState({ kind: 'failed' });
        },
      );
    return () => controller.abort();
  }, []);

  return state;
}
