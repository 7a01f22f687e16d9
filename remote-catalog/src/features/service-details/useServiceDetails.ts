import { useEffect, useState } from 'react';
import { catalogApi, type NearPoint, type ServiceDetails } from '@servenear/shared/api';

export type ServiceDetailsState = { kind: 'loading' } | { kind: 'loaded'; service: ServiceDetails } | { kind: 'failed' };

export function useServiceDetails(serviceId: number | null, near: NearPoint): ServiceDetailsState {
  const [state, setState] = useState<ServiceDetailsState>({ kind: 'loading' });
  const { latitude, longitude } = near;

  useEffect(() => {
    if (serviceId === null) {
      setState({ kind: 'failed' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    catalogApi.serviceDetails(serviceId, { latitude, longitude }, { signal: controller.signal }).then(
      (service) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', service });
      },
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [serviceId, latitude, longitude]);

  return state;
}
