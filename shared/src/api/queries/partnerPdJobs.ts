import { useQueryClient } from '@servenear/shared/query';
import { partnerPdJobEndpoint, partnerPdJobKeys, partnerPdJobsEndpoint, type PartnerPdJob } from '../../endpoints/pdJobs';
import { endpointQuery } from '../endpointCalls';
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
