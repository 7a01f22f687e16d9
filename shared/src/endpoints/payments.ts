import { idParams } from '../schemas/idSchemas';
import { bookingSentWire, paymentOrderWire, sandboxPaymentWire } from '../wire/booking';
import { defineEndpoint, envelope, messageEnvelope, messageReply } from './define';

/*
 * The customer's payment calls (customer §7 'Payment'), mounted under /api/user: an order for
 * what a booking owes, the checkout's result, and sending the booking. Razorpay's webhook
 * (POST /api/payments/razorpay/webhook) is not a call of the site: its route reads raw bytes and
 * is registered only with a webhook secret (server/src/modules/payments/routes.ts).
 */

/** customer §7 'POST user/createRazorpayOrder' {booking_id}: an order for what the booking still owes. */
export const paymentOrderEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/createRazorpayOrder',
  summary: 'An order for what one of the customer’s bookings still owes',
  description: 'Any amount in the body is ignored: the server prices the order. Razorpay’s with keys configured, else the local sandbox checkout’s.',
  loadBody: () => import('../schemas/booking').then((rules) => rules.paymentOrderRequestSchema),
  reply: envelope(paymentOrderWire),
  /** What a checkout needs to take a payment; the amount is always the server's. */
  toModel: ({ data }) => ({
    /** 'razorpay' with keys configured, else 'sandbox' (the local checkout). */
    provider: data.provider,
    bookingId: data.booking_id,
    orderId: data.order_id,
    /** Paise. */
    amount: data.amount,
    currency: data.currency || 'INR',
    key: data.key,
    /** The checkout's display name and theme colour (customer §4 'Payment'). */
    displayName: data.name,
    themeColor: data.theme_color,
  }),
});
/** What a checkout needs to take a payment; the amount is always the server's. */
export type PaymentOrder = ReturnType<typeof paymentOrderEndpoint.toModel>;

/** What a checkout hands back: the payment, its order and the signature over both. */
export interface PaymentResult {
  paymentId: string;
  orderId: string;
  signature: string;
}

/** customer §7 'POST user/updaterazorpay/{booking_id}': the checkout's result, checked on the server; the booking is paid. */
export const confirmPaymentEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/updaterazorpay/:bookingId',
  summary: 'The checkout’s result: the booking is paid once its signature checks',
  description:
    'The signature is checked against the stored order; payment_status is ignored. 400 when it does not verify, ' +
    '409 when another payment already paid the booking (this one is refunded).',
  params: idParams('bookingId'),
  loadBody: () => import('../schemas/booking').then((rules) => rules.paymentResultSchema),
  reply: messageReply,
  toModel: ({ message }) => message,
});

/** customer §7 'POST user/updatePayment/{id}' {cart}: the customer sends the booking (pay now or after the work). */
export const sendBookingEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/updatePayment/:id',
  summary: 'The customer sends the booking (pay now or after the work)',
  description: 'The site sends {cart: []}, which is not read; the first time is kept. Answers whether the booking is paid yet.',
  params: idParams('id'),
  loadBody: () => import('../schemas/booking').then((rules) => rules.sendBookingSchema),
  reply: messageEnvelope(bookingSentWire),
  toModel: ({ message }) => message,
});

/** POST user/payments/sandbox/pay {order_id} (ours): the local checkout's signed payment. */
export const sandboxPaymentEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/payments/sandbox/pay',
  summary: 'The local sandbox checkout’s Pay (ours): a payment signed as Razorpay signs it',
  description: 'Changes nothing: the site posts the result to updaterazorpay. 404 while Razorpay is configured.',
  loadBody: () => import('../schemas/booking').then((rules) => rules.sandboxPaymentRequestSchema),
  reply: envelope(sandboxPaymentWire),
  toModel: ({ data }): PaymentResult => ({ paymentId: data.razorpay_payment_id, orderId: data.razorpay_order_id, signature: data.razorpay_signature }),
});
