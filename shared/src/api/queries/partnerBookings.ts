import { useMutation, useQueryClient, type QueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import {
  cancelledPartnerBookingsEndpoint,
  cancelPartnerBookingEndpoint,
  completedPartnerBookingsEndpoint,
  completePartnerBookingEndpoint,
  decideRescheduleEndpoint,
  generateStartCodeEndpoint,
  openPartnerBookingsEndpoint,
  verifyStartCodeEndpoint,
  type PartnerBookingTab,
} from '../../endpoints/partnerBookings';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { useSignedInQuery } from './signedIn';

/** GET employee/yourbookings (tab 'open') or employee/completedbookings (tab 'completed'). */
export function usePartnerBookings(tab: PartnerBookingTab) {
  return useSignedInQuery(endpointQuery(tab === 'open' ? openPartnerBookingsEndpoint : completedPartnerBookingsEndpoint));
}

/** GET employee/canceledbooking. */
export function usePartnerCancelledBookings() {
  return useSignedInQuery(endpointQuery(cancelledPartnerBookingsEndpoint));
}

/** A job moved: every booking tab asks again. */
function refreshPartnerBookings(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.partner.bookings() });
}

/** POST employee/generate/otp (also Resend): a new code texted to the customer; nothing on the card changes. */
export function useGenerateStartCode() {
  return useMutation({ mutationFn: (lineId: number) => callEndpoint(generateStartCodeEndpoint, { body: { bookingId: lineId } }) });
}

/** POST employee/verify/otp: the job starts (assigned → confirmed). */
export function useVerifyStartCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, otp }: { lineId: number; otp: string }) => callEndpoint(verifyStartCodeEndpoint, { body: { bookingId: lineId, otp } }),
    onSuccess: () => refreshPartnerBookings(client),
  });
}

/** POST employee/booking/status with status "completed": the work is done and waits for approval. */
export function useCompletePartnerBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => callEndpoint(completePartnerBookingEndpoint, { body: { bookingId: lineId, status: 'completed' } }),
    onSuccess: () => refreshPartnerBookings(client),
  });
}

/** POST employee/cancel/booking {bookingId, reason}: the job is given back to ops, saying why (issue 37). */
export function useCancelPartnerBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, reason }: { lineId: number; reason: string }) => callEndpoint(cancelPartnerBookingEndpoint, { body: { bookingId: lineId, reason } }),
    onSuccess: () => refreshPartnerBookings(client),
  });
}

/** Issue 37: POST employee/booking/reschedule: the partner accepts (the job moves) or declines the customer's new slot. */
export function useDecideReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, decision }: { lineId: number; decision: 'accept' | 'decline' }) =>
      callEndpoint(decideRescheduleEndpoint, { body: { bookingId: lineId, decision } }),
    onSuccess: () => refreshPartnerBookings(client),
  });
}
