import { useMutation, useQueryClient, type QueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import type { UploadOptions } from '../partner';
import { enquiriesApi, type PdEnquiryRequest, type ServiceEnquiryRequest } from '../enquiries';
import { useSignedInQuery } from './signedIn';

/**
 * The keys of the customer's enquiries. Under the `bookings` root, so the shell drops them when the
 * session changes, but not in the host contract's queryKeys: only the enquiry screens read or
 * write them, so no other app has to agree on them and the contract's version stays as it is.
 */
export const enquiryKeys = {
  all: [...queryKeys.bookings.all, 'enquiries'] as const,
  pd: () => [...queryKeys.bookings.all, 'enquiries', 'pd'] as const,
  service: () => [...queryKeys.bookings.all, 'enquiries', 'service'] as const,
};

/** GET user/pdenquiry/list. */
export function usePdEnquiries() {
  return useSignedInQuery({ queryKey: enquiryKeys.pd(), queryFn: ({ signal }) => enquiriesApi.pdEnquiries({ signal }) });
}

/** GET user/service/enquiry/list. */
export function useServiceEnquiries() {
  return useSignedInQuery({ queryKey: enquiryKeys.service(), queryFn: ({ signal }) => enquiriesApi.serviceEnquiries({ signal }) });
}

function refreshEnquiries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: enquiryKeys.all });
}

export interface PdEnquirySubmission extends UploadOptions {
  request: PdEnquiryRequest;
}

/** POST user/pd/delivery, reporting the upload's progress. */
export function useSendPdEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, onUploadProgress }: PdEnquirySubmission) => enquiriesApi.sendPdEnquiry(request, { onUploadProgress }),
    onSuccess: () => refreshEnquiries(client),
  });
}

/** POST user/create-enquiry. */
export function useSendServiceEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ServiceEnquiryRequest) => enquiriesApi.sendServiceEnquiry(request),
    onSuccess: () => refreshEnquiries(client),
  });
}

/** Ours: POST user/service/enquiry/{id}/book. The list and the bookings ask again (the enquiry now names its booking). */
export function useBookQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enquiryId: number) => enquiriesApi.bookQuote(enquiryId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
