import { useMutation, useQueryClient } from '@servenear/shared/query';
import { callEndpoint } from '@servenear/shared/api';
import { confirmPaymentEndpoint, paymentOrderEndpoint, sandboxPaymentEndpoint, sendBookingEndpoint, type PaymentResult } from '../../endpoints/payments';
import { invalidateBookings } from './bookings';

/** POST user/updatePayment/{id} {cart}: the customer sends the booking (pay now or after the work). */
export function useSendBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => callEndpoint(sendBookingEndpoint, { params: { id: bookingId }, body: { cart: [] } }),
    onSuccess: () => invalidateBookings(client),
  });
}

/** POST user/createRazorpayOrder {booking_id}: an order for what the booking still owes. */
export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: (bookingId: number) => callEndpoint(paymentOrderEndpoint, { body: { booking_id: bookingId } }) });
}

/** POST user/payments/sandbox/pay {order_id}: the local checkout's signed payment. */
export function usePaySandboxOrder() {
  return useMutation({ mutationFn: (orderId: string) => callEndpoint(sandboxPaymentEndpoint, { body: { order_id: orderId } }) });
}

/** POST user/updaterazorpay/{booking_id}: the checkout's result, checked on the server; the booking is paid. */
export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, result }: { bookingId: number; result: PaymentResult }) =>
      callEndpoint(confirmPaymentEndpoint, {
        params: { bookingId },
        body: {
          razorpay_payment_id: result.paymentId,
          razorpay_order_id: result.orderId,
          razorpay_signature: result.signature,
          payment_status: 'captured',
        },
      }),
    onSuccess: () => invalidateBookings(client),
  });
}
