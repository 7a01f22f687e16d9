import { fakeRazorpayClient } from './fakeRazorpay';
import { PaymentProviderError } from './provider';
import { RazorpayPaymentProvider } from './razorpay';

/**
 * Issue 38, reconciliation: Razorpay's lists of a day's payments and refunds (GET /v1/payments,
 * GET /v1/refunds), page by page of 100, through the fake SDK client: no request leaves the machine.
 */
const day = { from: new Date('2026-11-29T18:30:00Z'), to: new Date('2026-11-30T18:30:00Z') };
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

describe('RazorpayPaymentProvider lists', () => {
  it('pages through a day’s payments (count 100, skip 0, 100, 200) and keeps only those made within it', async () => {
    const fake = fakeRazorpayClient('List');
    const start = seconds(day.from);
    for (let index = 0; index < 230; index += 1) {
      fake.payments.push({ id: `pay_List${String(index).padStart(10, '0')}`, order_id: `order_List${index}`, amount: 10_000 + index, status: index % 10 === 0 ? 'refunded' : 'captured', created_at: start + index * 300 });
    }
    // The second before the day and its first second after: not the day's.
    fake.payments.push({ id: 'pay_ListBefore0001', amount: 1, status: 'captured', created_at: start - 1 });
    fake.payments.push({ id: 'pay_ListAfter00001', amount: 1, status: 'captured', created_at: seconds(day.to) });
    const provider = new RazorpayPaymentProvider('rzp_test_list', 'secret', fake.client);

    const listed = await provider.listPayments(day);

    expect(listed).toHaveLength(230);
    expect(listed.map((payment) => payment.paymentId)).not.toContain('pay_ListBefore0001');
    expect(listed.map((payment) => payment.paymentId)).not.toContain('pay_ListAfter00001');
    expect(listed.find((payment) => payment.paymentId === 'pay_List0000000010')).toEqual({
      paymentId: 'pay_List0000000010',
      orderId: 'order_List10',
      amount: 10_010,
      status: 'refunded',
      createdAt: new Date((start + 3000) * 1000),
    });
    // Razorpay's `to` is included: the day's last second.
    expect(fake.listRequests).toEqual([0, 100, 200].map((skip) => ({ list: 'payments', from: start, to: seconds(day.to) - 1, count: 100, skip })));
  });

  it('stops after a full last page, and lists a day’s refunds with their payment, receipt and status', async () => {
    const fake = fakeRazorpayClient('List');
    fake.now = () => new Date('2026-11-30T06:00:00Z');
    const provider = new RazorpayPaymentProvider('rzp_test_list', 'secret', fake.client);
    for (let index = 0; index < 100; index += 1) await provider.refundPayment({ paymentId: `pay_List${index}`, amount: 500 + index, receipt: `refund_${index + 1}`, notes: {} });
    fake.refunds[3]!.status = 'processed';
    fake.refunds[4]!.status = 'failed';

    const listed = await provider.listRefunds(day);

    expect(listed).toHaveLength(100);
    expect(listed.find((refund) => refund.receipt === 'refund_4')).toEqual({
      refundId: expect.stringMatching(/^rfnd_List\d{10}$/),
      paymentId: 'pay_List3',
      amount: 503,
      status: 'processed',
      receipt: 'refund_4',
      createdAt: new Date('2026-11-30T06:00:00Z'),
    });
    expect(listed.find((refund) => refund.receipt === 'refund_5')?.status).toBe('failed');
    expect(listed.find((refund) => refund.receipt === 'refund_6')?.status).toBe('pending');
    // A full page may be the last: the next, empty, says so.
    expect(fake.listRequests.map((request) => [request.list, request.skip])).toEqual([
      ['refunds', 0],
      ['refunds', 100],
    ]);
  });

  it('turns a refused list into a PaymentProviderError', async () => {
    const fake = fakeRazorpayClient('List');
    fake.client.payments.all = () => Promise.reject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const provider = new RazorpayPaymentProvider('rzp_test_list', 'secret', fake.client);
    await expect(provider.listPayments(day)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
