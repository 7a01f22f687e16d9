import { useState } from 'react';
import { useConfirmPayment, useCreatePaymentOrder, type PaymentOrder, type PaymentResult } from '@servenear/shared/booking-api';
import { bookingReference, formatRupees } from '@servenear/shared/domain';
import { serverMessage } from '@servenear/shared/forms';
import { useHost, type HostContract } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { loadRazorpay, openRazorpay } from './razorpayCheckout';
import { openSandboxCheckout } from './SandboxCheckout';
import { paymentTexts as texts } from './texts';

/** How a payment ended; a paid one says how much the server took for it, in rupees. */
export type PaymentOutcome = { status: 'paid'; amount: number } | { status: 'dismissed' };

const dismissed: PaymentOutcome = { status: 'dismissed' };

async function checkout(order: PaymentOrder, host: HostContract): Promise<PaymentResult | null> {
  if (order.provider === 'sandbox') return openSandboxCheckout(order, host.queryClient);
  let Razorpay;
  try {
    Razorpay = await loadRazorpay();
  } catch (error) {
    console.error(error);
    host.notify('error', texts.cannotOpen);
    return null;
  }
  return openRazorpay(Razorpay, order, host.session);
}

/**
 * Takes the payment of a booking (customer §4 'Payment'): the server makes the order for
 * what the booking owes, a checkout takes it (Razorpay, or the local sandbox when the
 * server has no provider keys), and the server checks the signed result, after which the
 * booking lists ask again. Once the server accepted it the customer is told so, with the
 * amount and the booking's reference, and it resolves 'paid' with that amount; otherwise
 * 'dismissed' (after a toast when something failed).
 */
export function usePayBooking(): { pay(bookingId: number): Promise<PaymentOutcome>; paying: boolean } {
  const host = useHost();
  const createOrder = useCreatePaymentOrder();
  const confirm = useConfirmPayment();
  // True from the order to the server's verdict, the checkout in between included.
  const [paying, setPaying] = useState(false);

  async function payBooking(bookingId: number): Promise<PaymentOutcome> {
    let order: PaymentOrder;
    try {
      order = await createOrder.mutateAsync(bookingId);
    } catch (error) {
      host.notify('error', serverMessage(error) ?? texts.cannotOpen);
      return dismissed;
    }
    const result = await checkout(order, host);
    if (!result) return dismissed;
    try {
      await confirm.mutateAsync({ bookingId, result });
    } catch (error) {
      host.notify('error', serverMessage(error) ?? texts.verificationFailed);
      return dismissed;
    }
    // The order's amount is the server's (paise): what it took, not what the page last showed.
    const amount = order.amount / 100;
    host.notify('success', fill(texts.received, { amount: formatRupees(amount), reference: bookingReference(bookingId) }));
    return { status: 'paid', amount };
  }

  async function pay(bookingId: number): Promise<PaymentOutcome> {
    setPaying(true);
    try {
      return await payBooking(bookingId);
    } finally {
      setPaying(false);
    }
  }

  return { pay, paying };
}
