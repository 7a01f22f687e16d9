import { useMutation, useQuery, useQueryClient, type QueryClient } from '@servenear/shared/query';
import type { CartBookingFormInput, SingleBookingFormInput, Slot } from '@servenear/shared/schemas';
import { queryKeys } from '@servenear/shared/host';
import { callEndpoint, endpointQuery, slotPayload, useSignedInQuery } from '@servenear/shared/api';
import {
  approveLineEndpoint,
  bookingEndpoint,
  bookSingleServiceEndpoint,
  cancelledBookingsEndpoint,
  cancelLineEndpoint,
  completedLinesEndpoint,
  createBookingEndpoint,
  feedbackEndpoint,
  openBookingsEndpoint,
  rescheduleLineEndpoint,
} from '../../endpoints/bookings';
import { declineLineEndpoint } from '../../endpoints/disputes';

/** GET user/getbookings: bookings with lines still to do (the instant and scheduled tabs). */
export function useOpenBookings() {
  return useSignedInQuery(endpointQuery(openBookingsEndpoint));
}

/** GET user/completedbookings: one entry per completed line. */
export function useCompletedLines() {
  return useSignedInQuery(endpointQuery(completedLinesEndpoint));
}

/** GET user/canceledbookings. */
export function useCancelledBookings() {
  return useSignedInQuery(endpointQuery(cancelledBookingsEndpoint));
}

/** GET user/getbooking/{id}; nothing is asked without an id. */
export function useBooking(bookingId: number | null) {
  return useQuery({ ...endpointQuery(bookingEndpoint, { params: { id: bookingId ?? 0 } }), enabled: bookingId !== null });
}

/** A booking changed on the server: every list and summary of bookings asks again. */
export function invalidateBookings(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
}

/** Where the work is done: the customer's stored location, so an admin can allocate a partner near it. */
export interface WorkPlace {
  latitude: number | null;
  longitude: number | null;
}

/** The body's latitude and longitude: both numbers, or neither sent. */
const workPlace = (where?: WorkPlace) =>
  where && typeof where.latitude === 'number' && typeof where.longitude === 'number' ? { latitude: where.latitude, longitude: where.longitude } : {};

/** The Idempotency-Key header of a booking call: the same key never makes a second booking. */
const idempotent = (requestKey: string) => ({ 'Idempotency-Key': requestKey });

export interface CartBookingRequest {
  slots: (Slot & { serviceId: number })[];
  form: CartBookingFormInput;
  /** The Idempotency-Key: one per visit of the form, so a retry never books twice. */
  requestKey: string;
  where?: WorkPlace;
}

/** POST user/createbooking {storedServices, formData}: books the cart, which the server then empties. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slots, form, requestKey, where }: CartBookingRequest) =>
      callEndpoint(createBookingEndpoint, {
        body: { storedServices: slots.map((slot) => ({ serviceId: slot.serviceId, ...slotPayload(slot) })), formData: form, ...workPlace(where) },
        headers: idempotent(requestKey),
      }),
    onSuccess: () => {
      // The header's cart count asks again at once. The cart's items are only marked stale: the
      // cart page stays on screen while the summary page's code loads, and an empty list there
      // would flash 'Your cart is empty' over what was just booked. Its next visit reads it again.
      void client.invalidateQueries({ queryKey: queryKeys.cart.count() });
      void client.invalidateQueries({ queryKey: queryKeys.cart.items(), refetchType: 'none' });
      invalidateBookings(client);
    },
  });
}

export interface SingleBookingRequest {
  serviceId: number;
  slot: Slot;
  form: SingleBookingFormInput;
  requestKey: string;
  where?: WorkPlace;
}

/** POST user/book/singleservice: the form, the service and its slot, booked straight from its page. */
export function useBookService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, slot, form, requestKey, where }: SingleBookingRequest) =>
      callEndpoint(bookSingleServiceEndpoint, { body: { ...form, serviceId, ...slotPayload(slot), ...workPlace(where) }, headers: idempotent(requestKey) }),
    onSuccess: () => invalidateBookings(client),
  });
}

/** POST user/cancelbooking {bookingId}: cancels one pending line (refunded when paid); bookingId is the line's id. */
export function useCancelBookingLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => callEndpoint(cancelLineEndpoint, { body: { bookingId: lineId } }),
    onSuccess: () => invalidateBookings(client),
  });
}

/**
 * Issue 37: POST user/booking/reschedule: the line moves at once ('moved') before a partner is
 * assigned, else the partner is asked ('requested'); the server's message says which.
 */
export function useRescheduleLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, date, time }: { lineId: number; date: string; time: string }) =>
      callEndpoint(rescheduleLineEndpoint, { body: { lineId, preferredDate: date, preferredTime: time } }),
    onSuccess: () => invalidateBookings(client),
  });
}

/** POST user/service/statusupdate {id}: the customer approves a completed line. */
export function useApproveBookingLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => callEndpoint(approveLineEndpoint, { body: { id: lineId } }),
    onSuccess: () => invalidateBookings(client),
  });
}

/** POST user/service/decline (ours) {id, reason}: the customer declines completed work; a dispute opens (issue 37). */
export function useDeclineBookingLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, reason }: { lineId: number; reason: string }) => callEndpoint(declineLineEndpoint, { body: { id: lineId, reason } }),
    onSuccess: () => invalidateBookings(client),
  });
}

/** A rating as the feedback form gives it; `lineId` names the booking line rated. */
export interface ServiceFeedback {
  serviceId: number;
  rating: number;
  description: string;
  lineId?: number;
}

/** POST user/service/feedback {service_id, rating, description}: a rating changes the line's state and the service's average. */
export function useSendServiceFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedback: ServiceFeedback) =>
      callEndpoint(feedbackEndpoint, {
        body: {
          service_id: feedback.serviceId,
          rating: feedback.rating,
          description: feedback.description,
          ...(feedback.lineId ? { line_id: feedback.lineId } : {}),
        },
      }),
    onSuccess: () => {
      invalidateBookings(client);
      void client.invalidateQueries({ queryKey: queryKeys.catalog.all });
    },
  });
}
