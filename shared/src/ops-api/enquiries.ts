import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import {
  opsAllocateEnquiryEndpoint,
  opsAnswerEnquiryEndpoint,
  opsEnquiriesEndpoint,
  opsEnquiryEndpoint,
  opsEnquiryPartnersEndpoint,
  opsRejectEnquiryEndpoint,
} from '../endpoints/admin';
import type { EnquiryKind, EnquiryStatus } from '../wire/enquiries';
import { opsKeys } from './keys';
import { pagedList, withoutPage } from './pagedList';
import { useQueuePoll } from './live';
import { useOpsQuery } from './signedInOps';

/** What the Enquiries queue asks the server for: the status, the kind (null: both) and the page. */
export interface OpsEnquiryQuery {
  status: EnquiryStatus;
  kind: EnquiryKind | null;
  page: number;
}

/**
 * GET admin/enquiries?status=&kind=&page=: one page of enquiries, oldest first, and how many
 * match. Asks again every 30 s while the tab is visible; the page shown stays while another loads.
 */
export function useOpsEnquiries(query: OpsEnquiryQuery) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.enquiryList(query),
      queryFn: ({ signal }) =>
        callEndpoint(opsEnquiriesEndpoint, {
          query: { status: query.status, ...(query.kind ? { kind: query.kind } : {}), page: String(query.page) },
          signal,
        }).then(({ data, total, page, per_page }) => ({ rows: data, total, page, perPage: per_page })),
    }),
    ...pagedList(withoutPage(query)),
    refetchInterval: useQueuePoll(),
  });
}

/** GET admin/enquiries/{id}: one enquiry with what the customer asked. */
export function useOpsEnquiry(id: number) {
  return useOpsQuery(
    queryOptions({
      queryKey: opsKeys.enquiry(id),
      queryFn: ({ signal }) => callEndpoint(opsEnquiryEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
  );
}

/** GET admin/enquiries/{id}/partners: verified partners near a move's From address; `enabled` only for a move ops may allocate. */
export function useOpsEnquiryPartners(id: number, enabled: boolean) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.enquiryPartners(id),
      queryFn: ({ signal }) => callEndpoint(opsEnquiryPartnersEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
    enabled,
  });
}

/** What an enquiry decision sends. */
type EnquiryDecision =
  | { id: number; action: 'answer'; message: string; quote?: number | undefined }
  | { id: number; action: 'reject'; reason: string }
  | { id: number; action: 'allocate'; partnerId: number };

async function send(decision: EnquiryDecision): Promise<string> {
  const params = { id: decision.id };
  switch (decision.action) {
    case 'answer':
      return (await callEndpoint(opsAnswerEnquiryEndpoint, { params, body: { message: decision.message, quote: decision.quote ?? null } })).message;
    case 'reject':
      return (await callEndpoint(opsRejectEnquiryEndpoint, { params, body: { reason: decision.reason } })).message;
    case 'allocate':
      return (await callEndpoint(opsAllocateEnquiryEndpoint, { params, body: { partner_id: decision.partnerId } })).message;
  }
}

/**
 * POST admin/enquiries/{id}/answer, reject or allocate; answers the server's message. Every
 * enquiry read is asked again (the queue and the enquiry changed), also after a 409: someone
 * decided first, so what the page shows is out of date.
 */
export function useOpsEnquiryDecision() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: opsKeys.enquiries() });
  return useMutation({
    mutationFn: send,
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
