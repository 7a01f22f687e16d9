import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import { opsAllocateLineEndpoint, opsApproveLineEndpoint, opsCancelLineEndpoint, opsLinePartnersEndpoint } from '../endpoints/admin';
import { opsBookingLineEndpoint, opsBookingSearchEndpoint, opsReassignLineEndpoint, type OpsBookingSort } from '../endpoints/opsBookings';
import type { LineStatus } from '../domain';
import { opsKeys } from './keys';
import { pagedList, withoutPage } from './pagedList';
import { useOpsQuery } from './signedInOps';
import { useQueuePoll } from './live';

/** How often the queue asks again while its page is visible, so new bookings show without a reload. */

/** What the Bookings queue asks the server for: the search box, the filter, the order and the page. */
export interface OpsBookingQuery {
  q: string;
  status: LineStatus | null;
  sort: OpsBookingSort;
  page: number;
}

/**
 * GET admin/bookings/search: one page of booking lines. The page shown stays while the next is
 * read (no flash of "Loading" on each keystroke or page turn); asks again every 30 s while the
 * tab is visible.
 */
export function useOpsBookingSearch(query: OpsBookingQuery) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.bookingSearch(query),
      queryFn: ({ signal }) =>
        callEndpoint(opsBookingSearchEndpoint, {
          query: { q: query.q || undefined, status: query.status ?? undefined, sort: query.sort, page: String(query.page) },
          signal,
        }).then(({ data, total, page, per_page }) => ({ rows: data, total, page, per_page })),
    }),
    ...pagedList(withoutPage(query)),
    refetchInterval: useQueuePoll(),
  });
}

/** GET admin/bookings/lines/{id}: the line, its people and its history. */
export function useOpsBookingLine(id: number) {
  return useOpsQuery(
    queryOptions({
      queryKey: opsKeys.bookingLine(id),
      queryFn: ({ signal }) => callEndpoint(opsBookingLineEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
  );
}

/** GET admin/bookings/lines/{id}/partners: who may take it; read only when an allocation is being chosen. */
export function useOpsLinePartners(id: number, enabled: boolean) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.linePartners(id),
      queryFn: ({ signal }) => callEndpoint(opsLinePartnersEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
    enabled,
  });
}

/** What a booking action sends: the line, and the partner and reason where the action names them. */
export interface BookingDecision {
  id: number;
  partnerId?: number;
  reason?: string;
}

const bookingActions = {
  allocate: async ({ id, partnerId = 0 }: BookingDecision) => (await callEndpoint(opsAllocateLineEndpoint, { params: { id }, body: { partner_id: partnerId } })).message,
  reassign: async ({ id, partnerId = 0, reason = '' }: BookingDecision) =>
    (await callEndpoint(opsReassignLineEndpoint, { params: { id }, body: { partner_id: partnerId, reason } })).message,
  cancel: async ({ id }: BookingDecision) => (await callEndpoint(opsCancelLineEndpoint, { params: { id }, body: {} })).message,
  approve: async ({ id }: BookingDecision) => (await callEndpoint(opsApproveLineEndpoint, { params: { id }, body: {} })).message,
} as const;

export type BookingAction = keyof typeof bookingActions;

/**
 * POST admin/bookings/lines/{id}/allocate, reassign, cancel or approve. Each answers the server's
 * message and changes the line, so every booking read of the console is asked again (the queue,
 * the line and its partners); a 409 (someone else acted first) does the same.
 */
export function useOpsBookingAction(action: BookingAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: BookingDecision) => bookingActions[action](decision),
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.bookings() }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: opsKeys.bookings() });
    },
  });
}
