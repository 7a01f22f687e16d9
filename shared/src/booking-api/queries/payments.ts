import { useMutation, useQueryClient } from '@servenear/shared/query';
import { bookingApi } from '../bookings';
import { paymentApi, type PaymentResult } from '../payments';
import { invalidateBookings } from './bookings';

/** POST user/updatePayment/{id}: the customer sends the booking (pay now or after the work). */
export function useSendBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (bookingId: number) => bookingApi.sendBooking(bookingId), onSuccess: () => invalidateBookings(client) });
}

/** POST user/createRazorpayOrder: an order for what the booking still owes. */
export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: (bookingId: number) => paymentApi.createPaymentOrder(bookingId) });
}

/** POST user/payments/sandbox/pay: the local checkout's signed payment. */
export function usePaySandboxOrder() {
  return useMutation({ mutationFn: (orderId: string) => paymentApi.paySandboxOrder(orderId) });
}

/** POST user/updaterazorpay/{id}: the checkout's result, checked on the server; the booking is paid. */
export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, result }: { bookingId: number; result: PaymentResult }) => paymentApi.confirmPayment(bookingId, result),
    onSuccess: () => invalidateBookings(client),
  });
}
