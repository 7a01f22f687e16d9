import { useEffect, useState } from 'react';
import { catalogApi, type NearPoint, type ServiceSummary } from '@servenear/shared/api';

export type ServicesState = { kind: 'loading' } | { kind: 'loaded'; services: ServiceSummary[] } | { kind: 'failed' };

/** The services of a subcategory (or of the whole category when none is chosen) near the point. */
export function useServices(categoryId: number | null, subcategoryId: number | null, near: NearPoint): ServicesState {
  const [state, setState] = useState<ServicesState>({ kind: 'loading' });
  const { latitude, longitude } = near;

  useEffect(() => {
    if (categoryId === null) return;
    const controller = new AbortController();
    const point = { latitude, longitude };
    const options = { signal: controller.signal };
    setState({ kind: 'loading' });
    const request =
      subcategoryId === null
        ? catalogApi.servicesOfCategory(categoryId, point, options)
        : catalogApi.servicesOfSubcategory(categoryId, subcategoryId, point, options);
    request.then(
      (services) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', services });
      },
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [categoryId, subcategoryId, latitude, longitude]);

  return state;
}
