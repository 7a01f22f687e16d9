import type { PaymentOrder, PaymentResult } from '@servenear/shared/booking-api';
import { bookingReference } from '@servenear/shared/domain';
import type { Session } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { paymentTexts } from './texts';

const checkoutScript = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's checkout.js this site uses. */
interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  /** Shown under the name in the checkout: which booking is being paid. */
  description: string;
  theme: { color: string };
  prefill: { name?: string; contact?: string };
  handler(response: RazorpayResponse): void;
  modal: { ondismiss(): void };
}

export type RazorpayCheckout = new (options: RazorpayOptions) => { open(): void };

type WindowWithRazorpay = Window & { Razorpay?: RazorpayCheckout };

let loading: Promise<RazorpayCheckout> | null = null;

/** Loads checkout.js once (one script tag, however many payments wait for it); after a failure the next payment tries again. */
export function loadRazorpay(): Promise<RazorpayCheckout> {
  const loaded = (window as WindowWithRazorpay).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<RazorpayCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = checkoutScript;
    script.async = true;
    script.onload = () => {
      const checkout = (window as WindowWithRazorpay).Razorpay;
      if (checkout) resolve(checkout);
      else reject(new Error('checkout.js loaded without window.Razorpay'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Failed to load ${checkoutScript}`));
    };
    document.head.appendChild(script);
  }).finally(() => {
    // Loaded, window.Razorpay answers from now on; failed, the next payment tries again.
    loading = null;
  });
  return loading;
}

/** Opens Razorpay's checkout for the server's order: its result, or null when dismissed. */
export function openRazorpay(Checkout: RazorpayCheckout, order: PaymentOrder, session: Session | null): Promise<PaymentResult | null> {
  return new Promise((resolve) => {
    new Checkout({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: order.displayName,
      order_id: order.orderId,
      description: fill(paymentTexts.bookingDescription, { reference: bookingReference(order.bookingId) }),
      theme: { color: order.themeColor },
      prefill: { name: session?.name, contact: session?.phoneNumber },
      handler: (response) =>
        resolve({ paymentId: response.razorpay_payment_id, orderId: response.razorpay_order_id, signature: response.razorpay_signature }),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
