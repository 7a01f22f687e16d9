import { catalogApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { useRecord } from '../../ui/useRecord';

/** The service being booked, with its rates, near the customer's stored location. */
export function useServiceToBook(serviceId: number | null) {
  const { latitude, longitude } = useHost().location;
  return useRecord(
    serviceId === null ? null : (options) => catalogApi.serviceDetails(serviceId, { latitude, longitude }, options),
    [serviceId, latitude, longitude],
  );
}
