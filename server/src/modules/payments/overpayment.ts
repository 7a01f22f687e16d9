import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { PaymentProviderError, type PaymentProvider } from './provider';
import { markOverpaymentRefunded, orderById } from './repository';

interface RefundDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
}

/**
 * Gives back the overpaid amount of a captured order through the provider that took it, once
 * the capture is committed (never inside the transaction: the provider may take seconds).
 * Called again for a repeated confirmation or event while no refund id is stored; two calls at
 * the same moment cannot refund twice, because Razorpay refuses to refund more than a payment
 * captured and the overpaid amount is the whole payment. The sandbox took no money: its
 * overpayment stays recorded as owed back. A failed refund is logged and stays owed back.
 */
export async function refundOverpayment(deps: RefundDeps, log: FastifyBaseLogger, orderId: string): Promise<void> {
  const order = await orderById(deps.db, orderId);
  if (!order?.paymentId || order.overpaidAmount <= 0 || order.overpaidRefundId !== null) return;
  const { provider } = deps;
  if (!provider.refundPayment || order.provider !== provider.name) return;

  let refundId: string;
  try {
    ({ refundId } = await provider.refundPayment({
      paymentId: order.paymentId,
      amount: order.overpaidAmount,
      notes: { booking_id: String(order.bookingId), order_id: order.orderId, reason: 'booking already paid' },
    }));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error, cause: error.cause, orderId, paymentId: order.paymentId, amount: order.overpaidAmount }, 'overpayment not refunded: it stays owed back');
    return;
  }
  await markOverpaymentRefunded(deps.db, orderId, refundId, deps.clock());
}
