import Razorpay from 'razorpay';
import { PaymentProviderError, type OrderRequest, type PaymentProvider, type RefundRequest } from './provider';
import { paymentSignature, signaturesMatch } from './signature';

/** The SDK calls we make; tests pass a fake so no request leaves the machine. */
export interface RazorpayClient {
  orders: { create(params: OrderRequest): Promise<{ id: string }> };
  payments: { refund(paymentId: string, params: { amount: number; notes: Record<string, string> }): Promise<{ id: string }> };
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

  async refundPayment(request: RefundRequest): Promise<{ refundId: string }> {
    let refund: { id?: unknown };
    try {
      refund = await withTimeout(this.client.payments.refund(request.paymentId, { amount: request.amount, notes: request.notes }), REQUEST_TIMEOUT_MS);
    } catch (error) {
      throw new PaymentProviderError('Razorpay did not refund the payment', { cause: error });
    }
    // Stored in a 64-character column.
    if (typeof refund?.id !== 'string' || !/^rfnd_\w{1,59}$/.test(refund.id)) {
      throw new PaymentProviderError('Razorpay answered without a usable refund id');
    }
    return { refundId: refund.id };
  }

  isPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(paymentSignature(this.keySecret, orderId, paymentId), signature);
  }
}
