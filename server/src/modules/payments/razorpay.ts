import Razorpay from 'razorpay';
import {
  PaymentProviderError,
  type OrderRequest,
  type PaymentProvider,
  type ProviderPaymentRecord,
  type ProviderRefund,
  type ProviderRefundRecord,
  type RefundRequest,
  type TimeRange,
} from './provider';
import { paymentSignature, signaturesMatch } from './signature';

/** The SDK calls we make; tests pass a fake so no request leaves the machine. */
export interface RazorpayClient {
  orders: { create(params: OrderRequest): Promise<{ id: string }> };
  payments: {
    refund(paymentId: string, params: { amount: number; receipt: string; notes: Record<string, string> }): Promise<RazorpayRefundEntity>;
    fetchMultipleRefund(paymentId: string, params: { count: number }): Promise<{ items: RazorpayRefundEntity[] }>;
    /** GET /v1/payments?from=&to=&count=&skip= */
    all(params: RazorpayListParams): Promise<{ items: RazorpayPaymentEntity[] }>;
  };
  /** GET /v1/refunds?from=&to=&count=&skip= */
  refunds: { all(params: RazorpayListParams): Promise<{ items: RazorpayRefundEntity[] }> };
}

/** Razorpay's lists: unix seconds, both ends included; at most 100 a page. */
export interface RazorpayListParams {
  from: number;
  to: number;
  count: number;
  skip: number;
}

interface RazorpayRefundEntity {
  id: string;
  status?: string;
  receipt?: string | null;
  payment_id?: string;
  amount?: number | string;
  created_at?: number;
}

interface RazorpayPaymentEntity {
  id: string;
  order_id?: string | null;
  amount?: number | string;
  status?: string;
  created_at?: number;
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

/** Razorpay's largest page; a shorter page is the last. */
const PAGE = 100;
/** 200 pages of 100: a day's records many times over; more means something is wrong, not a busy day. */
const MAX_PAGES = 200;

/**
 * Every item of a Razorpay list within `range`, page by page (count and skip). Kept by id: a
 * record made while we page pushes the others down a place, so one may come twice.
 */
async function listAll<T extends { id: string; created_at?: number }>(range: TimeRange, page: (params: RazorpayListParams) => Promise<{ items?: T[] }>): Promise<T[]> {
  // Razorpay's `to` is included: the range's end is not.
  const from = Math.floor(range.from.getTime() / 1000);
  const to = Math.ceil(range.to.getTime() / 1000) - 1;
  const items = new Map<string, T>();
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const listed = (await withTimeout(page({ from, to, count: PAGE, skip: pages * PAGE }), REQUEST_TIMEOUT_MS))?.items ?? [];
    for (const item of listed) items.set(item.id, item);
    if (listed.length < PAGE) return [...items.values()].filter((item) => inRange(item.created_at, range));
  }
  throw new Error(`more than ${MAX_PAGES * PAGE} records between ${range.from.toISOString()} and ${range.to.toISOString()}`);
}

function inRange(createdAt: number | undefined, range: TimeRange): boolean {
  if (typeof createdAt !== 'number') return false;
  const at = createdAt * 1000;
  return at >= range.from.getTime() && at < range.to.getTime();
}

const paise = (amount: number | string | undefined) => Number(amount ?? Number.NaN);

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

  async listPayments(range: TimeRange): Promise<ProviderPaymentRecord[]> {
    let items: RazorpayPaymentEntity[];
    try {
      items = await listAll(range, (params) => this.client.payments.all(params));
    } catch (error) {
      throw new PaymentProviderError('Razorpay did not list its payments', { cause: error });
    }
    return items.map((payment) => ({
      paymentId: payment.id,
      orderId: payment.order_id ?? null,
      amount: paise(payment.amount),
      status: payment.status ?? 'unknown',
      createdAt: new Date(payment.created_at! * 1000),
    }));
  }

  async listRefunds(range: TimeRange): Promise<ProviderRefundRecord[]> {
    let items: RazorpayRefundEntity[];
    try {
      items = await listAll(range, (params) => this.client.refunds.all(params));
    } catch (error) {
      throw new PaymentProviderError('Razorpay did not list its refunds', { cause: error });
    }
    return items.map((refund) => ({
      ...providerRefund(refund),
      paymentId: refund.payment_id ?? '',
      amount: paise(refund.amount),
      receipt: refund.receipt ?? null,
      createdAt: new Date(refund.created_at! * 1000),
    }));
  }
}
