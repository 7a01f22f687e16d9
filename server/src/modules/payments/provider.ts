/** Who takes the money: Razorpay when keys are configured, else the local sandbox checkout. */
export type PaymentProviderName = 'razorpay' | 'sandbox';

export interface OrderRequest {
  /** Paise, computed by the server from the booking's lines. */
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundRequest {
  paymentId: string;
  /** Paise, at most what the payment captured. */
  amount: number;
  notes: Record<string, string>;
}

/** Payments behind one interface (docs/architecture.md §6, providers); both sign payments the way Razorpay does. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key id the browser opens the checkout with; never the secret. */
  readonly keyId: string;
  /** Throws a PaymentProviderError when no order could be created. */
  createOrder(request: OrderRequest): Promise<{ orderId: string }>;
  /** Whether `signature` is this provider's signature of this payment of this order (timing-safe). */
  isPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /**
   * Gives back part or all of a captured payment; throws a PaymentProviderError when no refund
   * was made. Absent for the sandbox: it takes no money, so there is none to give back.
   */
  refundPayment?(request: RefundRequest): Promise<{ refundId: string }>;
}

/** The provider could not be reached or refused: the customer may simply try again. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
