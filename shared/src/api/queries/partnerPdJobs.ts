import { queryOptions, useQueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { partnerPdJobsApi, type PartnerPdJob } from '../partnerPdJobs';
import { useSignedInQuery } from './signedIn';

/**
 * The keys of the partner's pickup-and-delivery jobs. Under the `partner` root, so the shell drops
 * them when the session changes, but not in the host contract's queryKeys: only remote-partner
 * reads them, so no other app has to agree on them and the contract's version stays as it is.
 */
export const partnerPdJobKeys = {
  all: [...queryKeys.partner.all, 'pd-jobs'] as const,
  list: () => [...queryKeys.partner.all, 'pd-jobs', 'list'] as const,
  one: (id: number) => [...queryKeys.partner.all, 'pd-jobs', 'one', id] as const,
};

/** GET employee/pdenquiry/list: the jobs ops allocated to the partner, newest allocation first. */
export function usePartnerPdJobs() {
  return useSignedInQuery(queryOptions({ queryKey: partnerPdJobKeys.list(), queryFn: ({ signal }) => partnerPdJobsApi.list({ signal }) }));
}

/**
 * GET employee/pdenquiry/{id}; null asks for nothing (no job named). The list's copy of the job,
 * when it is in the cache, shows at once while the job is read again.
 */
export function usePartnerPdJob(id: number | null) {
  const client = useQueryClient();
  return useSignedInQuery(
    queryOptions<PartnerPdJob, Error, PartnerPdJob, ReturnType<typeof partnerPdJobKeys.one>>({
      queryKey: partnerPdJobKeys.one(id ?? 0),
      queryFn: ({ signal }) => partnerPdJobsApi.one(id ?? 0, { signal }),
      enabled: id !== null,
      placeholderData: () => client.getQueryData<PartnerPdJob[]>(partnerPdJobKeys.list())?.find((job) => job.id === id),
    }),
  );
}
