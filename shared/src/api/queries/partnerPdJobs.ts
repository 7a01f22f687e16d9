import { queryKeys } from '@servenear/shared/host';
import { useMutation, useQueryClient } from '@servenear/shared/query';
import { pdDeliveredEndpoint, pdPickedUpEndpoint } from '../../endpoints/moveSteps';
import { partnerPdJobEndpoint, partnerPdJobKeys, partnerPdJobsEndpoint, type PartnerPdJob } from '../../endpoints/pdJobs';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { useSignedInQuery } from './signedIn';

export { partnerPdJobKeys };

/** GET employee/pdenquiry/list: the jobs ops allocated to the partner, newest allocation first. */
export function usePartnerPdJobs() {
  return useSignedInQuery(endpointQuery(partnerPdJobsEndpoint));
}

/**
 * GET employee/pdenquiry/{id}; null asks for nothing (no job named). The list's copy of the job,
 * when it is in the cache, shows at once while the job is read again.
 */
export function usePartnerPdJob(id: number | null) {
  const client = useQueryClient();
  return useSignedInQuery({
    ...endpointQuery(partnerPdJobEndpoint, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    placeholderData: () => client.getQueryData<PartnerPdJob[]>(partnerPdJobKeys.list())?.find((job) => job.id === id),
  });
}

/** Ours (issue 37): the mover's two steps of a move. */
export type PdJobStep = 'picked_up' | 'delivered';

/**
 * POST employee/pdenquiry/{id}/picked-up or …/delivered (multipart, one `photo`); the partner's
 * reads (his jobs, and his earnings once delivered) are read again.
 */
export function usePdJobStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, photo }: { id: number; step: PdJobStep; photo: File }) => {
      const form = new FormData();
      form.append('photo', photo);
      return callEndpoint(step === 'picked_up' ? pdPickedUpEndpoint : pdDeliveredEndpoint, { params: { id }, body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.partner.all }),
  });
}
