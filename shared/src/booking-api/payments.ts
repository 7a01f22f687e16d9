import * as v from 'valibot';
import type { PaymentOrderWire, PaymentResultWire, SandboxPaymentWire } from '@servenear/shared/wire';
import { apiClient, envelope, messageOnly, parseReply, readsWire } from '@servenear/shared/api';

/** What a checkout needs to take a payment; the amount is always the server's. */
export interface PaymentOrder {
  provider: 'razorpay' | 'sandbox';
  bookingId: number;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  key: string;
  displayName: string;
  themeColor: string;
}

export interface PaymentResult {
  paymentId: string;
  orderId: string;
  signature: string;
}

/**
 * POST user/createRazorpayOrder → data. `provider` is ours: only a server with Razorpay keys says
 * 'razorpay', so an order without it is the local sandbox's. The checkout's name and colour may be
 * left out (it then shows its own).
 */
const paymentOrderReply = readsWire<PaymentOrderWire>()(
  v.object({
    provider: v.optional(v.picklist(['razorpay', 'sandbox']), 'sandbox'),
    booking_id: v.number(),
    order_id: v.string(),
    amount: v.number(),
    currency: v.optional(v.string(), 'INR'),
    key: v.string(),
    name: v.optional(v.string(), ''),
    theme_color: v.optional(v.string(), ''),
  }),
);

const sandboxPaymentReply = readsWire<SandboxPaymentWire>()(
  v.object({ razorpay_payment_id: v.string(), razorpay_order_id: v.string(), razorpay_signature: v.string() }),
);

/** The payment calls of customer §7: an order for what a booking owes, and the checkout's result. */
export const paymentApi = {
  /** POST user/createRazorpayOrder {booking_id}: an order for what the booking still owes. */
  async createPaymentOrder(bookingId: number): Promise<PaymentOrder> {
    const response = await apiClient.post<unknown>('user/createRazorpayOrder', { booking_id: bookingId });
    const order = parseReply(envelope(paymentOrderReply), response).data;
    return {
      provider: order.provider,
      bookingId: order.booking_id,
      orderId: order.order_id,
      amount: order.amount,
      currency: order.currency || 'INR',
      key: order.key,
      displayName: order.name,
      themeColor: order.theme_color,
    };
  },

  /** POST user/updaterazorpay/{booking_id}: the checkout's result, checked on the server. */
  async confirmPayment(bookingId: number, result: PaymentResult): Promise<string> {
    const payload: PaymentResultWire = {
      razorpay_payment_id: result.paymentId,
      razorpay_order_id: result.orderId,
      razorpay_signature: result.signature,
      payment_status: 'captured',
    };
    return parseReply(messageOnly, await apiClient.post<unknown>(`user/updaterazorpay/${bookingId}`, payload)).message ?? '';
  },

  /** POST user/payments/sandbox/pay {order_id} (ours): the local checkout's signed payment. */
  async paySandboxOrder(orderId: string): Promise<PaymentResult> {
    const response = await apiClient.post<unknown>('user/payments/sandbox/pay', { order_id: orderId });
    const payment = parseReply(envelope(sandboxPaymentReply), response).data;
    return { paymentId: payment.razorpay_payment_id, orderId: payment.razorpay_order_id, signature: payment.razorpay_signature };
  },
};
