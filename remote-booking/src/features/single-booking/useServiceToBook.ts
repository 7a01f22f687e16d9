import { useEffect, useState } from 'react';
import { ApiError, catalogApi, type ServiceDetails } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';

export type ServiceState = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'loaded'; service: ServiceDetails };

/** The service being booked, with its rates, near the customer's stored location. */
export function useServiceToBook(serviceId: number | null) {
  const { location } = useHost();
  const { latitude, longitude } = location;
  const [state, setState] = useState<ServiceState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (serviceId === null) {
      setState({ kind: 'not-found' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    catalogApi.serviceDetails(serviceId, { latitude, longitude }, { signal: controller.signal }).then(
      (service) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', service });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [serviceId, latitude, longitude, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
