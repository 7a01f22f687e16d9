import { useEffect, useState } from 'react';
import { catalogApi, type Review } from '@servenear/shared/api';

export type ReviewsState = { kind: 'loading' } | { kind: 'loaded'; reviews: Review[] } | { kind: 'failed' };

/** The reviews of a service, from its details (GET user/getservice/{id}). */
export function useServiceReviews(serviceId: number): ReviewsState {
  const [state, setState] = useState<ReviewsState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    catalogApi.serviceDetails(serviceId, undefined, { signal: controller.signal }).then(
      (service) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', reviews: service.reviews });
      },
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [serviceId]);

  return state;
}
