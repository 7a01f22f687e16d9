import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import {
  opsPartnerEndpoint,
  opsPartnerKycEndpoint,
  opsPartnersEndpoint,
  opsReinstatePartnerEndpoint,
  opsRejectPartnerEndpoint,
  opsSuspendPartnerEndpoint,
  opsVerifyBankEndpoint,
  opsVerifyPartnerEndpoint,
} from '../endpoints/admin';
import { opsKeys } from './keys';
import { pagedList } from './pagedList';
import type { PartnerStatusFilter } from './partnerStatus';
import { useOpsQuery } from './signedInOps';
import { useQueuePoll } from './live';

const partnersQuery = (status: PartnerStatusFilter, page: number) =>
  queryOptions({
    queryKey: opsKeys.partnerList(status, page),
    queryFn: ({ signal }) =>
      callEndpoint(opsPartnersEndpoint, { query: { status, page: String(page) }, signal }).then(({ data, total, per_page }) => ({
        rows: data,
        total,
        page,
        perPage: per_page,
      })),
  });

/**
 * GET admin/partners?status=&page=: one page of the partners in one verification state, oldest
 * first, and how many there are. `poll` asks again every 30 s while the tab is visible (TanStack
 * Query pauses the interval in a hidden tab); the page shown stays while another loads.
 */
export function useOpsPartners(status: PartnerStatusFilter, page = 1, { poll = false, enabled = true }: { poll?: boolean; enabled?: boolean } = {}) {
  return useOpsQuery({ ...partnersQuery(status, page), enabled, ...pagedList(status), refetchInterval: useQueuePoll(poll) });
}

/** GET admin/partners/{id}: one partner of any state, with their ID proofs. */
export function useOpsPartner(id: number) {
  return useOpsQuery(
    queryOptions({
      queryKey: opsKeys.partner(id),
      queryFn: ({ signal }) => callEndpoint(opsPartnerEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
  );
}

/** GET admin/partners/{id}/kyc: age, address, bank details; `enabled` false for a person without partners.kyc. */
export function useOpsPartnerKyc(id: number, enabled: boolean) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.partnerKyc(id),
      queryFn: ({ signal }) => callEndpoint(opsPartnerKycEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
    enabled,
  });
}

/** What a partner action sends: the partner, and the reason where the action tells him why. */
interface PartnerDecision {
  id: number;
  reason?: string;
}

const partnerActions = {
  verify: ({ id }: PartnerDecision) => callEndpoint(opsVerifyPartnerEndpoint, { params: { id }, body: {} }),
  reject: ({ id, reason = '' }: PartnerDecision) => callEndpoint(opsRejectPartnerEndpoint, { params: { id }, body: { reason } }),
  suspend: ({ id, reason = '' }: PartnerDecision) => callEndpoint(opsSuspendPartnerEndpoint, { params: { id }, body: { reason } }),
  reinstate: ({ id }: PartnerDecision) => callEndpoint(opsReinstatePartnerEndpoint, { params: { id }, body: {} }),
  verifyBank: ({ id }: PartnerDecision) => callEndpoint(opsVerifyBankEndpoint, { params: { id }, body: {} }),
} as const;

export type PartnerAction = keyof typeof partnerActions;

/**
 * POST admin/partners/{id}/verify, reject, suspend, reinstate or bank/verify. Each answers the
 * server's message (said to the person) and changes the partner's state, so every partner read
 * of the console — the lists, the partner and the overview's counts — is asked again; the
 * mutation ends once they have been.
 */
export function useOpsPartnerAction(action: PartnerAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: PartnerDecision) => (await partnerActions[action](decision)).message,
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.partners() }),
    // A 409: someone else decided first, so what the page shows is out of date.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: opsKeys.partners() });
    },
  });
}
