import Razorpay from 'razorpay';
import { PaymentProviderError, type OrderRequest, type PaymentProvider, type ProviderRefund, type RefundRequest } from './provider';
import { paymentSignature, signaturesMatch } from './signature';

/** The SDK calls we make; tests pass a fake so no request leaves the machine. */
export interface RazorpayClient {
  orders: { create(params: OrderRequest): Promise<{ id: string }> };
  payments: {
    refund(paymentId: string, params: { amount: number; receipt: string; notes: Record<string, string> }): Promise<RazorpayRefundEntity>;
    fetchMultipleRefund(paymentId: string, params: { count: number }): Promise<{ items: RazorpayRefundEntity[] }>;
  };
}

interface RazorpayRefundEntity {
  id: string;
  status?: string;
  receipt?: string | null;
}

/** Stored in a 64-character column. */
const REFUND_ID = /^rfnd_\w{1,59}$/;

function providerRefund(refund: { id?: unknown; status?: unknown }): ProviderRefund {
  if (typeof refund?.id !== 'string' || !REFUND_ID.test(refund.id)) throw new PaymentProviderError('Razorpay answered without a usable refund id');
  const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
  return { refundId: refund.id, status };
}

/** The SDK sets no timeout of its own: a customer waits at most this long for an order or a refund. */
const REQUEST_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Real orders through the Razorpay API; payments are checked against the key secret. */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  private readonly client: RazorpayClient;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    client?: RazorpayClient,
  ) {
    this.client = client ?? new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createOrder(request: OrderRequest): Promise<{ orderId: string }> {
    let order: { id?: unknown };
    try {
      order = await withTimeout(this.client.orders.create(request), REQUEST_TIMEOUT_MS);
    } catch (error) {
      throw new PaymentProviderError('Razorpay did not create the order', { cause: error });
    }
    // Stored in a 64-character column and later matched against the checkout's order id.
    if (typeof order?.id !== 'string' || !/^order_\w{1,58}$/.test(order.id)) {
      throw new PaymentProviderError('Razorpay answered without a usable order id');
    }
    return { orderId: order.id };
  }

  async refundPayment(request: RefundRequest): Promise<ProviderRefund> {
    let refund: RazorpayRefundEntity;
    try {
      refund = await withTimeout(this.client.payments.refund(request.paymentId, { amount: request.amount, receipt: request.receipt, notes: request.notes }), REQUEST_TIMEOUT_MS);
    } catch (error) {
      throw new PaymentProviderError('Razorpay did not refund the payment', { cause: error });
    }
    return providerRefund(refund);
  }

  async findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null> {
    let listed: { items?: RazorpayRefundEntity[] };
    try {
      // A payment has few refunds: one page of Razorpay's maximum holds them all.
      listed = await withTimeout(this.client.payments.fetchMultipleRefund(paymentId, { count: 100 }), REQUEST_TIMEOUT_MS);
    } catch (error) {
      throw new PaymentProviderError('Razorpay did not list the payment’s refunds', { cause: error });
    }
    // A failed refund is no refund: a new one is made.
    const found = listed?.items?.find((refund) => refund.receipt === receipt && refund.status !== 'failed');
    return found ? providerRefund(found) : null;
  }

  isPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(paymentSignature(this.keySecret, orderId, paymentId), signature);
  }
}
