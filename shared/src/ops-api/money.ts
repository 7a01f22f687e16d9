import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import { opsDisputeEndpoint, opsDisputesEndpoint, opsResolveDisputeEndpoint, type DisputeResolution } from '../endpoints/disputes';
import { opsApprovePayoutsEndpoint, opsPayoutBatchEndpoint, opsPayoutBatchesEndpoint, opsRefundsEndpoint, opsRetryRefundEndpoint } from '../endpoints/money';
import type { refundStatuses } from '../wire/money';
import { opsKeys } from './keys';
import { pagedList } from './pagedList';
import { useQueuePoll } from './live';
import { useOpsQuery } from './signedInOps';

/** The disputes GET admin/disputes lists: the open ones (the work) or those resolved. */
export type DisputeStatusFilter = 'open' | 'resolved';
export const disputeStatusFilters: readonly DisputeStatusFilter[] = ['open', 'resolved'];

/** A refund's status, or null for every refund. */
export type RefundStatusFilter = (typeof refundStatuses)[number] | null;

/** After a 409 (someone acted first) the lists are asked again, so the page shows what is true. */
const refreshOnConflict = (refresh: () => Promise<void>) => (error: unknown) => {
  if (error instanceof ApiError && error.status === 409) void refresh();
};

/**
 * GET admin/disputes?status=&page=: one page of the open disputes oldest first (or those
 * resolved, latest first), and how many there are; asked again every 30 s while the tab is
 * visible, as the console's other queues.
 */
export function useOpsDisputes(status: DisputeStatusFilter, page = 1) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.disputeList(status, page),
      queryFn: ({ signal }) =>
        callEndpoint(opsDisputesEndpoint, { query: { status, page: String(page) }, signal }).then(({ data, total, per_page }) => ({ rows: data, total, page, perPage: per_page })),
    }),
    ...pagedList(status),
    refetchInterval: useQueuePoll(),
  });
}

/** GET admin/disputes/{id}: one dispute, open or resolved. */
export function useOpsDispute(id: number) {
  return useOpsQuery(
    queryOptions({
      queryKey: opsKeys.dispute(id),
      queryFn: ({ signal }) => callEndpoint(opsDisputeEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
  );
}

/**
 * POST admin/disputes/{id}/resolve: answers the server's message. The disputes, the bookings (the
 * line moved) and the refunds (a refund may be owed now) are asked again.
 */
export function useOpsResolveDispute() {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([opsKeys.disputes(), opsKeys.bookings(), opsKeys.refunds()].map((queryKey) => client.invalidateQueries({ queryKey })));
  };
  return useMutation({
    mutationFn: async ({ id, resolution }: { id: number; resolution: DisputeResolution }) =>
      (await callEndpoint(opsResolveDisputeEndpoint, { params: { id }, body: resolution })).message,
    onSuccess: refresh,
    onError: refreshOnConflict(refresh),
  });
}

/** GET admin/refunds?status=&page=: one page, the newest first, and how many there are. */
export function useOpsRefunds(status: RefundStatusFilter, page = 1) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.refundList(status, page),
      queryFn: ({ signal }) =>
        callEndpoint(opsRefundsEndpoint, { query: { ...(status ? { status } : {}), page: String(page) }, signal }).then(({ data, total, per_page }) => ({
          rows: data,
          total,
          page,
          perPage: per_page,
        })),
    }),
    ...pagedList(status),
    refetchInterval: useQueuePoll(),
  });
}

/** POST admin/refunds/{id}/retry: a failed refund asked of the provider again. */
export function useOpsRetryRefund() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: opsKeys.refunds() });
  return useMutation({
    mutationFn: async (id: number) => (await callEndpoint(opsRetryRefundEndpoint, { params: { id }, body: {} })).message,
    onSuccess: refresh,
    onError: refreshOnConflict(refresh),
  });
}

/** GET admin/payouts/batches?page=: a page of batches, newest first, with each one's count and total. */
export function useOpsPayoutBatches(page: number) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.payoutBatchList(page),
      queryFn: ({ signal }) =>
        callEndpoint(opsPayoutBatchesEndpoint, { query: { page: String(page) }, signal }).then(({ data, total, per_page }) => ({ rows: data, total, page, per_page })),
    }),
    ...pagedList('payout batches'),
  });
}

/** GET admin/payouts/batches/{id}: its payouts, partner by partner. null: none chosen. */
export function useOpsPayoutBatch(id: number | null) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.payoutBatch(id ?? 0),
      queryFn: ({ signal }) => callEndpoint(opsPayoutBatchEndpoint, { params: { id: id ?? 0 }, signal }).then((reply) => reply.data),
    }),
    enabled: id !== null,
  });
}

/** POST admin/payouts/batches/{id}/approve: once; the payouts go out. */
export function useOpsApprovePayoutBatch() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: opsKeys.payouts() });
  return useMutation({
    mutationFn: async (id: number) => (await callEndpoint(opsApprovePayoutsEndpoint, { params: { id }, body: {} })).message,
    onSuccess: refresh,
    onError: refreshOnConflict(refresh),
  });
}
