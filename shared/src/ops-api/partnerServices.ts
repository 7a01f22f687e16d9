import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import type * as z from 'zod/mini';
import { opsApprovePartnerServiceEndpoint, opsPartnerServicesEndpoint, opsRejectPartnerServiceEndpoint, type opsPartnerServicesQuerySchema } from '../endpoints/admin';
import { opsKeys } from './keys';
import { pagedList } from './pagedList';
import { useQueuePoll } from './live';
import { useOpsQuery } from './signedInOps';

/** The approvals GET admin/partner-services lists by, as its query schema allows them. */
export type ServiceApprovalFilter = z.output<typeof opsPartnerServicesQuerySchema>['approval'];

/** The filter's choices, the work first. */
export const serviceApprovalFilters: readonly ServiceApprovalFilter[] = ['pending', 'rejected', 'approved'];

/**
 * GET admin/partner-services?approval=&page=: one page of partners' own services, oldest first,
 * with their photos and the catalogue service approving would link to. `poll` asks again every
 * 30 s while the tab is visible; the page shown stays while another loads.
 */
export function useOpsPartnerServices(approval: ServiceApprovalFilter, page: number, { poll = false }: { poll?: boolean } = {}) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.partnerServiceList(approval, page),
      queryFn: ({ signal }) =>
        callEndpoint(opsPartnerServicesEndpoint, { query: { approval, page: String(page) }, signal }).then(({ data, total, per_page }) => ({
          services: data,
          total,
          page,
          perPage: per_page,
        })),
    }),
    // keepPreviousData, without another name in the shared query module (a host-contract change).
    ...pagedList(approval),
    refetchInterval: useQueuePoll(poll),
  });
}

/** What a decision sends: the offer (its action id), and the rates or the reason. */
type ServiceDecision = { id: number; decision: 'approve'; rates: { rate_per_day?: number; rate_per_hour?: number } } | { id: number; decision: 'reject'; reason: string };

/**
 * POST admin/partner-services/{id}/approve or reject; answers the server's message. Every list
 * of services is asked again (the offer left the queue), also after a 409 (someone decided first).
 */
export function useOpsServiceDecision() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: opsKeys.partnerServices() });
  return useMutation({
    mutationFn: async (decision: ServiceDecision) => {
      const params = { id: decision.id };
      const reply =
        decision.decision === 'approve'
          ? await callEndpoint(opsApprovePartnerServiceEndpoint, { params, body: decision.rates })
          : await callEndpoint(opsRejectPartnerServiceEndpoint, { params, body: { reason: decision.reason } });
      return reply.message;
    },
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
