import { useMutation, useQueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { addWorkAreaEndpoint, deleteWorkAreaEndpoint, workAreasEndpoint } from '../../endpoints/workAreas';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { useSignedInQuery } from './signedIn';

/** A new place: a typed address (geocoded on the server) or the device's point, never both. */
export type NewWorkArea = ({ address: string } | { latitude: number; longitude: number }) & { radiusKm: number; label?: string };

const workAreasQuery = endpointQuery(workAreasEndpoint);

/** GET employee/work-areas: the partner's places and the form's limits (largest radius, most places). */
export function useWorkAreas() {
  return useSignedInQuery(workAreasQuery);
}

/** POST employee/work-areas; the list is asked again, so the new place shows as the server stored it. */
export function useAddWorkArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ radiusKm, ...where }: NewWorkArea) => callEndpoint(addWorkAreaEndpoint, { body: { ...where, radius_km: radiusKm } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.partner.workAreas() }),
  });
}

/** DELETE employee/work-areas/{id}. */
export function useDeleteWorkArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (placeId: number) => callEndpoint(deleteWorkAreaEndpoint, { params: { id: placeId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.partner.workAreas() }),
  });
}
