import { useMutation, useQuery, useQueryClient, type QueryClient } from '@servenear/shared/query';
import type { CartBookingFormInput, SingleBookingFormInput, Slot } from '@servenear/shared/schemas';
import { queryKeys } from '@servenear/shared/host';
import { bookingApi, type WorkPlace } from '../bookings';
import { useSignedInQuery } from '@servenear/shared/api';

/** GET user/getbookings: bookings with lines still to do (the instant and scheduled tabs). */
export function useOpenBookings() {
  return useSignedInQuery({ queryKey: queryKeys.bookings.open(), queryFn: ({ signal }) => bookingApi.bookings({ signal }) });
}

/** GET user/completedbookings: one entry per completed line. */
export function useCompletedLines() {
  return useSignedInQuery({ queryKey: queryKeys.bookings.completed(), queryFn: ({ signal }) => bookingApi.completedLines({ signal }) });
}

/** GET user/canceledbookings. */
export function useCancelledBookings() {
  return useSignedInQuery({ queryKey: queryKeys.bookings.cancelled(), queryFn: ({ signal }) => bookingApi.cancelledBookings({ signal }) });
}

/** GET user/getbooking/{id}; nothing is asked without an id. */
export function useBooking(bookingId: number | null) {
  return useQuery({
    queryKey: queryKeys.bookings.one(bookingId ?? 0),
    queryFn: ({ signal }) => bookingApi.booking(bookingId!, { signal }),
    enabled: bookingId !== null,
  });
}

/** A booking changed on the server: every list and summary of bookings asks again. */
export function invalidateBookings(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
}

export interface CartBookingRequest {
  slots: (Slot & { serviceId: number })[];
  form: CartBookingFormInput;
  /** The Idempotency-Key: one per visit of the form, so a retry never books twice. */
  requestKey: string;
  where?: WorkPlace;
}

/** POST user/createbooking: books the cart, which the server then empties. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slots, form, requestKey, where }: CartBookingRequest) => bookingApi.createBooking(slots, form, requestKey, where),
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

/** POST user/book/singleservice: one service booked straight from its page. */
export function useBookService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, slot, form, requestKey, where }: SingleBookingRequest) => bookingApi.bookSingleService(serviceId, slot, form, requestKey, where),
    onSuccess: () => invalidateBookings(client),
  });
}

/** POST user/cancelbooking: cancels one pending line (refunded when paid). */
export function useCancelBookingLine() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (lineId: number) => bookingApi.cancelLine(lineId), onSuccess: () => invalidateBookings(client) });
}

/** POST user/service/statusupdate: the customer approves a completed line. */
export function useApproveBookingLine() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (lineId: number) => bookingApi.approveLine(lineId), onSuccess: () => invalidateBookings(client) });
}

/** POST user/service/feedback: a rating changes the line's state and the service's average. */
export function useSendServiceFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedback: Parameters<typeof bookingApi.sendFeedback>[0]) => bookingApi.sendFeedback(feedback),
    onSuccess: () => {
      invalidateBookings(client);
      void client.invalidateQueries({ queryKey: queryKeys.catalog.all });
    },
  });
}
