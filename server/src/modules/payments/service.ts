import { bookingReference } from '@servenear/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutResult } from '@servenear/shared/schemas';
import type { BookingSentWire, PaymentOrderWire, SandboxPaymentWire } from '@servenear/shared/wire';
import type { MoneyConfig, PaymentConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/httpError';
import { captureOrder } from './capture';
import { paymentTexts } from './messages';
import { PaymentProviderError, type PaymentProvider } from './provider';
import { amountDueRupees, customerBooking, customerOrder, insertOrderIfUnpaid, markBookingSent, openOrder } from './repository';
import { SandboxPaymentProvider } from './sandbox';
import type { Metrics } from '../../plugins/metrics';

export const paymentMessages = paymentTexts;

/** Payments in rupees only (customer §9: the currency comes from the server). */
export const CURRENCY = 'INR';

export interface PaymentDeps {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  config: PaymentConfig;
  money: MoneyConfig;
  metrics: Pick<Metrics, 'paymentCaptures'>;
}

async function ownBooking(db: Database, userId: number, bookingId: number) {
  const booking = await customerBooking(db, userId, bookingId);
  if (!booking) throw notFound(paymentMessages.bookingNotFound);
  return booking;
}

/**
 * POST user/createRazorpayOrder: an order for what the booking's live lines cost, read from the
 * database (any amount in the body is ignored). An open order of the same amount is reused.
 */
export async function createPaymentOrder(deps: PaymentDeps, log: FastifyBaseLogger, userId: number, bookingId: number): Promise<PaymentOrderWire> {
  const { db, provider } = deps;
  const booking = await ownBooking(db, userId, bookingId);
  if (booking.paymentStatus === 'paid') throw new HttpError(409, {}, paymentMessages.alreadyPaid);
  const amount = (await amountDueRupees(db, booking.id)) * 100;
  if (amount <= 0) throw new HttpError(409, {}, paymentMessages.nothingToPay);

  let orderId = await openOrder(db, booking.id, provider.name, amount, CURRENCY);
  if (!orderId) {
    const receipt = bookingReference(booking.id);
    try {
      ({ orderId } = await provider.createOrder({ amount, currency: CURRENCY, receipt, notes: { booking_id: String(booking.id) } }));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.error({ err: error, cause: error.cause }, 'payment order not created');
      throw new HttpError(502, {}, paymentMessages.unavailable);
    }
    // Paid while the provider was making the order: the customer must not be handed a second one to pay.
    const stored = await insertOrderIfUnpaid(db, { bookingId: booking.id, provider: provider.name, orderId, amount, currency: CURRENCY, createdAt: deps.clock() });
    if (!stored) throw new HttpError(409, {}, paymentMessages.alreadyPaid);
  }
  return {
    provider: provider.name,
    booking_id: booking.id,
    order_id: orderId,
    amount,
    currency: CURRENCY,
    key: provider.keyId,
    name: deps.config.displayName,
    theme_color: deps.config.themeColor,
  };
}

const checkoutId = /^[\w-]{1,64}$/;
const hexSignature = /^[0-9a-fA-F]{1,128}$/;

/**
 * The checkout's result in the form Razorpay gives it, trimmed; null when it is not (a result
 * that cannot even be checked fails verification). payment_status is ignored: only a valid
 * signature says "paid".
 */
function wellFormedResult(result: CheckoutResult): { orderId: string; paymentId: string; signature: string } | null {
  const orderId = result.razorpay_order_id.trim();
  const paymentId = result.razorpay_payment_id.trim();
  const signature = result.razorpay_signature.trim();
  if (!checkoutId.test(orderId) || !checkoutId.test(paymentId) || !hexSignature.test(signature)) return null;
  return { orderId, paymentId, signature };
}

/**
 * POST user/updaterazorpay/{booking_id}: checks the checkout's signature against the stored
 * order with the provider's secret, then captures the order and marks the booking paid. A
 * payment of a booking that another payment already paid is refused with 409 and given back.
 */
export async function confirmPayment(deps: PaymentDeps, log: FastifyBaseLogger, userId: number, bookingId: number, result: CheckoutResult): Promise<void> {
  const booking = await ownBooking(deps.db, userId, bookingId);
  const checkout = wellFormedResult(result);
  if (!checkout) throw new HttpError(400, {}, paymentMessages.verificationFailed);
  const { orderId, paymentId, signature } = checkout;

  const order = await customerOrder(deps.db, userId, orderId);
  if (!order || order.bookingId !== booking.id) throw notFound(paymentMessages.orderNotFound);
  // Only the configured provider's secret is held: an order of the other provider cannot be verified.
  if (order.provider !== deps.provider.name || !deps.provider.isPaymentSignature(order.orderId, paymentId, signature)) {
    throw new HttpError(400, {}, paymentMessages.verificationFailed);
  }
  const outcome = await deps.db.transaction((tx) => captureOrder(tx, deps.money, order.orderId, paymentId, deps.clock()));
  deps.metrics.paymentCaptures.inc({ source: 'checkout', outcome });
  if (outcome === 'paid-otherwise') throw new HttpError(409, {}, paymentMessages.paidOtherwise);
  // Its refund was queued with the capture (capture.ts).
  if (outcome === 'overpaid') throw new HttpError(409, {}, paymentMessages.overpaid);
}

/** POST user/updatePayment/{id}: the customer pressed 'Book Services'; the first time is kept. */
export async function sendBooking(deps: PaymentDeps, userId: number, bookingId: number): Promise<BookingSentWire> {
  const booking = await markBookingSent(deps.db, userId, bookingId, deps.clock());
  if (!booking) throw notFound(paymentMessages.bookingNotFound);
  return { payment_status: booking.paymentStatus === 'paid' ? 1 : 0 };
}

/**
 * POST user/payments/sandbox/pay: the local checkout's Pay. The sandbox captures a new payment
 * of the order on its side (sandbox.ts) and signs it exactly as Razorpay would; nothing of ours
 * changes: the site posts the result to updaterazorpay.
 */
export async function paySandboxOrder(deps: PaymentDeps, userId: number, orderId: string): Promise<SandboxPaymentWire> {
  const { provider } = deps;
  // With Razorpay configured the sandbox is closed: it would let anyone "pay" without money.
  if (!(provider instanceof SandboxPaymentProvider)) throw notFound(paymentMessages.orderNotFound);
  const order = await customerOrder(deps.db, userId, orderId);
  if (!order || order.provider !== 'sandbox') throw notFound(paymentMessages.orderNotFound);
  if (order.status !== 'created') throw new HttpError(409, {}, paymentMessages.orderPaid);
  // An order made before another order of its booking was paid: paying it would pay twice.
  if ((await customerBooking(deps.db, userId, order.bookingId))?.paymentStatus !== 'pending') {
    throw new HttpError(409, {}, paymentMessages.alreadyPaid);
  }
  const { paymentId, signature } = await provider.payOrder(order);
  return { razorpay_payment_id: paymentId, razorpay_order_id: order.orderId, razorpay_signature: signature };
}
