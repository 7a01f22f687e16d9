import { useMutation, useQueryClient, type QueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { acceptMoveQuoteEndpoint, bookQuoteEndpoint, createEnquiryEndpoint, enquiryKeys, pdDeliveryEndpoint, pdEnquiriesEndpoint, serviceEnquiriesEndpoint } from '../../endpoints/enquiries';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { pdForm, type PdEnquiryRequest, type ServiceEnquiryRequest } from '../enquiries';
import type { UploadOptions } from '../partner';
import { useSignedInQuery } from './signedIn';

export { enquiryKeys };

/** GET user/pdenquiry/list. */
export function usePdEnquiries() {
  return useSignedInQuery(endpointQuery(pdEnquiriesEndpoint));
}

/** GET user/service/enquiry/list. */
export function useServiceEnquiries() {
  return useSignedInQuery(endpointQuery(serviceEnquiriesEndpoint));
}

function refreshEnquiries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: enquiryKeys.all });
}

export interface PdEnquirySubmission extends UploadOptions {
  request: PdEnquiryRequest;
}

/** POST user/pd/delivery (multipart), reporting the upload's progress → the new request's id. */
export function useSendPdEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, onUploadProgress }: PdEnquirySubmission) => callEndpoint(pdDeliveryEndpoint, { body: pdForm(request), onUploadProgress }),
    onSuccess: () => refreshEnquiries(client),
  });
}

/** POST user/create-enquiry → the new enquiry's id. */
export function useSendServiceEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ServiceEnquiryRequest) => callEndpoint(createEnquiryEndpoint, { body: request }),
    onSuccess: () => refreshEnquiries(client),
  });
}

/**
 * Ours: POST user/service/enquiry/{id}/book: a booking at the stored quote → its id, to pay on
 * /picker-service-booking. The list and the bookings ask again (the enquiry now names its booking).
 */
export function useBookQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enquiryId: number) => callEndpoint(bookQuoteEndpoint, { params: { id: enquiryId }, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}

/**
 * Ours (issue 37): POST user/pdenquiry/{id}/accept: the move's quote taken → the booking to pay
 * (usePayBooking). The list asks again: the move now names its booking.
 */
export function useAcceptMoveQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enquiryId: number) => callEndpoint(acceptMoveQuoteEndpoint, { params: { id: enquiryId }, body: {} }),
    onSuccess: () => refreshEnquiries(client),
  });
}
