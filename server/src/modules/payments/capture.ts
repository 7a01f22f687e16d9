import type { Database } from '../../db/client';
import { captureCreatedOrder, markBookingPaid, orderById, refundLinesCancelledSinceOrder } from './repository';

/** captured: this call took the payment; already-captured: the same payment was recorded before. */
export type CaptureOutcome = 'captured' | 'already-captured' | 'paid-otherwise';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The payment state machine's one transition, shared by the checkout confirmation and the
 * webhook: payments created → captured and bookings pending → paid, both conditional, inside
 * the caller's transaction. Repeating it with the same payment id is harmless. Lines cancelled
 * while the order was open are owed back: the payment covered them.
 */
export async function captureOrder(tx: Transaction, orderId: string, paymentId: string, at: Date): Promise<CaptureOutcome> {
  const bookingId = await captureCreatedOrder(tx, orderId, paymentId, at);
  if (bookingId !== null) {
    await markBookingPaid(tx, bookingId);
    await refundLinesCancelledSinceOrder(tx, bookingId, orderId);
    return 'captured';
  }
  const order = await orderById(tx, orderId);
  return order?.status === 'captured' && order.paymentId === paymentId ? 'already-captured' : 'paid-otherwise';
}
