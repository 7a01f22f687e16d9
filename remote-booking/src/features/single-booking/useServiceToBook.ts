import { useServiceDetails } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';

/** The service being booked, with its rates, near the customer's stored location. */
export function useServiceToBook(serviceId: number | null) {
  const { latitude, longitude } = useHost().location;
  return useServiceDetails(serviceId, { latitude, longitude });
}
