import { useCallback, useEffect, useRef, useState } from 'react';
import { catalogApi, type NearPoint, type ServicePage, type ServiceSummary } from '@servenear/shared/api';

export type ServicesState =
  | { kind: 'loading' }
  | {
      kind: 'loaded';
      services: ServiceSummary[];
      /** The next page to load; null once every page is shown. */
      nextPage: number | null;
      /** A next page is on its way, or failed to come (the cards already shown stay). */
      more: 'idle' | 'loading' | 'failed';
    }
  | { kind: 'failed' };

export interface ServicesList {
  state: ServicesState;
  /** Loads the next page and adds its cards under the others. */
  loadMore(): void;
}

/**
 * The services of a subcategory (or of the whole category when none is chosen) near the point,
 * a page at a time. A new category, subcategory or point starts again from the first page, and
 * aborts whatever was still loading for the old one.
 */
export function useServices(categoryId: number | null, subcategoryId: number | null, near: NearPoint): ServicesList {
  const [state, setState] = useState<ServicesState>({ kind: 'loading' });
  const { latitude, longitude } = near;
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    (page: number, signal: AbortSignal): Promise<ServicePage> => {
      const point = { latitude, longitude };
      const options = { signal, page };
      return subcategoryId === null
        ? catalogApi.servicesOfCategory(categoryId!, point, options)
        : catalogApi.servicesOfSubcategory(categoryId!, subcategoryId, point, options);
    },
    [categoryId, subcategoryId, latitude, longitude],
  );

  useEffect(() => {
    if (categoryId === null) return;
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'loading' });
    fetchPage(1, current.signal).then(
      ({ services, nextPage }) => !current.signal.aborted && setState({ kind: 'loaded', services, nextPage, more: 'idle' }),
      () => !current.signal.aborted && setState({ kind: 'failed' }),
    );
    return () => current.abort();
  }, [categoryId, fetchPage]);

  const loadMore = useCallback(() => {
    if (state.kind !== 'loaded' || state.nextPage === null || state.more === 'loading' || !controller.current) return;
    const { signal } = controller.current;
    setState({ ...state, more: 'loading' });
    fetchPage(state.nextPage, signal).then(
      ({ services, nextPage }) =>
        !signal.aborted &&
        setState((previous) => (previous.kind === 'loaded' ? { kind: 'loaded', services: [...previous.services, ...services], nextPage, more: 'idle' } : previous)),
      () => !signal.aborted && setState((previous) => (previous.kind === 'loaded' ? { ...previous, more: 'failed' } : previous)),
    );
  }, [state, fetchPage]);

  return { state, loadMore };
}
