import type { OrderRequest } from './provider';
import type { RazorpayClient } from './razorpay';

type RefundParams = Parameters<RazorpayClient['payments']['refund']>[1];
type RefundEntity = Awaited<ReturnType<RazorpayClient['payments']['refund']>>;

export interface FakeRazorpay {
  client: RazorpayClient;
  orderRequests: OrderRequest[];
  refundRequests: Array<{ paymentId: string } & RefundParams>;
  /** The refunds made, as Razorpay lists them per payment (fetchMultipleRefund). */
  refunds: Array<RefundEntity & { paymentId: string }>;
  answerOrder: (request: OrderRequest) => Promise<{ id: string }>;
  answerRefund: (paymentId: string, params: RefundParams) => Promise<RefundEntity>;
  /** Back to answering like Razorpay. */
  reset(): void;
}

/**
 * Stands in for the Razorpay SDK in tests, so no request leaves the machine: records every
 * order and refund request and answers as Razorpay does (a refund 'pending', listed under its
 * payment with its receipt), or as a test sets `answerOrder` and `answerRefund` to answer
 * (e.g. a failure).
 */
export function fakeRazorpayClient(label: string): FakeRazorpay {
  let orderCount = 0;
  let refundCount = 0;
  const mintOrder = async () => ({ id: `order_${label}${String((orderCount += 1)).padStart(10, '0')}` });
  const mintRefund = async (paymentId: string, params: RefundParams): Promise<RefundEntity> => {
    const refund = { id: `rfnd_${label}${String((refundCount += 1)).padStart(10, '0')}`, status: 'pending', receipt: params.receipt };
    fake.refunds.push({ ...refund, paymentId });
    return refund;
  };
  const fake: FakeRazorpay = {
    orderRequests: [],
    refundRequests: [],
    refunds: [],
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
      },
    },
  };
  return fake;
}
