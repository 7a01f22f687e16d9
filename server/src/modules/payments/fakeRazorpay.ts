import type { OrderRequest } from './provider';
import type { RazorpayClient, RazorpayListParams } from './razorpay';

type RefundParams = Parameters<RazorpayClient['payments']['refund']>[1];
type RefundEntity = Awaited<ReturnType<RazorpayClient['payments']['refund']>>;
type PaymentEntity = Awaited<ReturnType<RazorpayClient['payments']['all']>>['items'][number];

export interface FakeRazorpay {
  client: RazorpayClient;
  orderRequests: OrderRequest[];
  refundRequests: Array<{ paymentId: string } & RefundParams>;
  /** The refunds made, as Razorpay lists them per payment (fetchMultipleRefund) and all together. */
  refunds: Array<RefundEntity & { paymentId: string }>;
  /** The payments Razorpay holds, as a test puts them there (customers pay in Razorpay's checkout, not through us). */
  payments: PaymentEntity[];
  /** Every page asked of GET /v1/payments and /v1/refunds, in order. */
  listRequests: Array<{ list: 'payments' | 'refunds' } & RazorpayListParams>;
  /** Razorpay's clock: when a refund is made. */
  now: () => Date;
  answerOrder: (request: OrderRequest) => Promise<{ id: string }>;
  answerRefund: (paymentId: string, params: RefundParams) => Promise<RefundEntity>;
  /** Back to answering like Razorpay. */
  reset(): void;
}

/** One page of a Razorpay list: newest first, `from` and `to` (unix seconds) both included. */
function page<T extends { created_at?: number }>(items: readonly T[], params: RazorpayListParams): { entity: 'collection'; count: number; items: T[] } {
  const within = items
    .filter((item) => (item.created_at ?? 0) >= params.from && (item.created_at ?? 0) <= params.to)
    .sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0));
  const pageItems = within.slice(params.skip, params.skip + params.count);
  return { entity: 'collection', count: pageItems.length, items: pageItems };
}

/**
 * Stands in for the Razorpay SDK in tests, so no request leaves the machine: records every
 * order and refund request and answers as Razorpay does (a refund 'pending', listed under its
 * payment with its receipt), or as a test sets `answerOrder` and `answerRefund` to answer
 * (e.g. a failure). Its lists page as Razorpay's do (count, skip, from and to).
 */
export function fakeRazorpayClient(label: string): FakeRazorpay {
  let orderCount = 0;
  let refundCount = 0;
  const mintOrder = async () => ({ id: `order_${label}${String((orderCount += 1)).padStart(10, '0')}` });
  const mintRefund = async (paymentId: string, params: RefundParams): Promise<RefundEntity> => {
    const refund = {
      id: `rfnd_${label}${String((refundCount += 1)).padStart(10, '0')}`,
      status: 'pending',
      receipt: params.receipt,
      payment_id: paymentId,
      amount: params.amount,
      created_at: Math.floor(fake.now().getTime() / 1000),
    };
    fake.refunds.push({ ...refund, paymentId });
    return refund;
  };
  const fake: FakeRazorpay = {
    orderRequests: [],
    refundRequests: [],
    refunds: [],
    payments: [],
    listRequests: [],
    now: () => new Date(),
    answerOrder: mintOrder,
    answerRefund: mintRefund,
    reset() {
      fake.answerOrder = mintOrder;
      fake.answerRefund = mintRefund;
    },
    client: {
      orders: {
        create(request) {
          fake.orderRequests.push(request);
          return fake.answerOrder(request);
        },
      },
      payments: {
        refund(paymentId, params) {
          fake.refundRequests.push({ paymentId, ...params });
          return fake.answerRefund(paymentId, params);
        },
        async fetchMultipleRefund(paymentId) {
          return { items: fake.refunds.filter((refund) => refund.paymentId === paymentId) };
        },
        async all(params) {
          fake.listRequests.push({ list: 'payments', ...params });
          return page(fake.payments, params);
        },
      },
      refunds: {
        async all(params) {
          fake.listRequests.push({ list: 'refunds', ...params });
          return page(
            fake.refunds.map(({ paymentId: _paymentId, ...refund }) => refund),
            params,
          );
        },
      },
    },
  };
  return fake;
}
