import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { workAreasApi, type NewWorkArea } from '../workAreas';
import { useSignedInQuery } from './signedIn';

const workAreasQuery = queryOptions({
  queryKey: queryKeys.partner.workAreas(),
  queryFn: ({ signal }) => workAreasApi.list({ signal }),
});

/** GET employee/work-areas: the partner's places and the form's limits (largest radius, most places). */
export function useWorkAreas() {
  return useSignedInQuery(workAreasQuery);
}

/** POST employee/work-areas; the list is asked again, so the new place shows as the server stored it. */
export function useAddWorkArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (place: NewWorkArea) => workAreasApi.add(place),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.partner.workAreas() }),
  });
}

/** DELETE employee/work-areas/{id}. */
export function useDeleteWorkArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (placeId: number) => workAreasApi.remove(placeId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.partner.workAreas() }),
  });
}
