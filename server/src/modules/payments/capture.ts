import type { MoneyConfig } from '../../config';
import type { Database } from '../../db/client';
import { postCapture, settleBookingLinesIfDue } from '../money/settle';
import { recordBookingPaid, recordLineEvent } from '../notifications/record';
import { oweRefund } from '../refunds/owe';
import { captureCreatedOrder, markBookingPaid, orderById, recordOverpayment, refundLinesCancelledSinceOrder, refundWaiversSinceOrder } from './repository';

/**
 * captured: this payment paid the booking. already-captured: the same payment was recorded
 * before. overpaid: this payment was taken for a booking another payment had already paid, so
 * all of it is owed back (now or when it was first recorded). paid-otherwise: the order was
 * captured with another payment.
 */
export type CaptureOutcome = 'captured' | 'already-captured' | 'overpaid' | 'paid-otherwise';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The payment state machine's one transition, shared by the checkout confirmation and the
 * webhook, inside the caller's transaction: payments created → captured, then bookings
 * pending → paid. Both are conditional: the order's UPDATE decides which payment captures the
 * order, the booking's which captured order pays the booking. An order created before another
 * order of its booking was captured can still be paid at the provider: that money is owed back
 * as an overpayment. Repeating a capture with the same payment id changes nothing.
 *
 * Issue 38: the money is recorded in the ledger in the same transaction: the capture, each
 * refund it makes owed (refunds/owe.ts, which queues its payment), and the settlement of work
 * accepted before the booking was paid.
 */
export async function captureOrder(tx: Transaction, money: MoneyConfig, orderId: string, paymentId: string, at: Date): Promise<CaptureOutcome> {
  const bookingId = await captureCreatedOrder(tx, orderId, paymentId, at);
  if (bookingId === null) {
    const order = await orderById(tx, orderId);
    if (order?.status !== 'captured' || order.paymentId !== paymentId) return 'paid-otherwise';
    return order.overpaidAmount > 0 ? 'overpaid' : 'already-captured';
  }
  const order = (await orderById(tx, orderId))!;
  await postCapture(tx, { bookingId, paymentId, amountPaise: order.amount }, at);
  if (!(await markBookingPaid(tx, bookingId))) {
    await recordOverpayment(tx, orderId);
    await oweRefund(tx, { bookingId, lineId: null, reason: 'overpayment', amount: order.amount, orderId, at });
    return 'overpaid';
  }
  // Lines cancelled while the order was open are owed back: the payment covered them.
  for (const line of await refundLinesCancelledSinceOrder(tx, bookingId, orderId)) {
    await oweRefund(tx, { bookingId, lineId: line.lineId, reason: 'cancellation', amount: line.refundAmount * 100, orderId, at });
    await recordLineEvent(tx, line.lineId, { kind: 'refund_recorded', amount: line.refundAmount }, at);
  }
  // So are amounts a dispute took off a line while the order was open (decision 0054).
  for (const line of await refundWaiversSinceOrder(tx, bookingId, orderId)) {
    await oweRefund(tx, { bookingId, lineId: line.lineId, reason: 'dispute', amount: line.refunded * 100, orderId, at });
    await recordLineEvent(tx, line.lineId, { kind: 'refund_recorded', amount: line.refundAmount }, at);
  }
  await settleBookingLinesIfDue(tx, money, bookingId, at);
  await recordBookingPaid(tx, bookingId, at);
  return 'captured';
}
