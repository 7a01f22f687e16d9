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
  /** Ours, unique per refund (refunds/repository.ts receiptOf): how a refund made before a crash is found again. */
  receipt: string;
  notes: Record<string, string>;
}

/** A refund as the provider answers it: 'pending' until the money is back with the customer. */
export interface ProviderRefund {
  refundId: string;
  status: 'pending' | 'processed' | 'failed';
}

/** A span of time the provider's lists are asked for: from included, to excluded. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/**
 * A payment as the provider lists it (issue 38, reconciliation): its status is the provider's
 * own word (Razorpay: created, authorized, captured, refunded, failed); paise.
 */
export interface ProviderPaymentRecord {
  paymentId: string;
  orderId: string | null;
  amount: number;
  status: string;
  createdAt: Date;
}

/** A refund as the provider lists it, with the receipt we sent (refund_<id>); paise. */
export interface ProviderRefundRecord {
  refundId: string;
  paymentId: string;
  amount: number;
  status: ProviderRefund['status'];
  receipt: string | null;
  createdAt: Date;
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
  /** Gives back part or all of a captured payment; throws a PaymentProviderError when no refund was made. */
  refundPayment(request: RefundRequest): Promise<ProviderRefund>;
  /** The refund of this payment made with this receipt, if any (a retry after a crash must not refund twice). */
  findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null>;
  /** Issue 38, reconciliation: every payment the provider created within `range` (by its own clock). */
  listPayments(range: TimeRange): Promise<ProviderPaymentRecord[]>;
  /** Every refund the provider created within `range`, whatever became of it. */
  listRefunds(range: TimeRange): Promise<ProviderRefundRecord[]>;
}

/** The provider could not be reached or refused: the customer may simply try again. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}
