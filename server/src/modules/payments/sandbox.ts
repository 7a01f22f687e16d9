import { createHmac, randomBytes } from 'node:crypto';
import type { OrderRequest, PaymentProvider } from './provider';
import { paymentSignature, signaturesMatch } from './signature';

/** Looks like a Razorpay test key, so the site treats both checkouts alike; it opens the local one. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/**
 * The sandbox's signing secret, derived from the server key (OTP_SECRET, or random bytes per
 * boot when unset). Derived rather than fixed, so nobody can sign sandbox payments from the
 * source code; derived from OTP_SECRET when it is set, so an order created before a restart or
 * on another instance can still be paid; labelled, so it differs from the key that hashes OTPs.
 * It never leaves the server: the browser gets signatures only from POST user/payments/sandbox/pay.
 */
export function sandboxSecret(serverKey: Buffer): string {
  return createHmac('sha256', serverKey).update('servenear:payment-sandbox').digest('hex');
}

const randomId = () => randomBytes(8).toString('hex');

/** The offline checkout: orders are created locally and "paid" by a signed result from the server. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly keyId = SANDBOX_KEY_ID;

  constructor(private readonly secret: string) {}

  async createOrder(_request: OrderRequest): Promise<{ orderId: string }> {
    return { orderId: `order_sbx_${randomId()}` };
  }

  isPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(paymentSignature(this.secret, orderId, paymentId), signature);
  }

  /** What Razorpay's checkout hands the browser after a payment, signed exactly as Razorpay signs it. */
  signPayment(orderId: string): { paymentId: string; signature: string } {
    const paymentId = `pay_sbx_${randomId()}`;
    return { paymentId, signature: paymentSignature(this.secret, orderId, paymentId) };
  }
}
