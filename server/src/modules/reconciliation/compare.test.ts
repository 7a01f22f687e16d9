import type { ProviderRefundRecord } from '../payments/provider';
import type { ProviderPayoutRecord } from '../payouts/provider';
import { comparePayouts, compareRefunds } from './compare';
import type { OurPayout, OurRefund } from './ours';

/** The matching rules on their own (compare.ts): what a provider's record and ours say, and what apply would do. */
const at = new Date('2026-11-30T06:00:00Z');
const always = () => true;
const refund = (changes: Partial<OurRefund>): OurRefund => ({ id: 7, bookingId: 42, amount: 90_000, status: 'initiated', providerRefundId: 'rfnd_B', since: at, paidAt: null, ...changes });
const theirRefund = (changes: Partial<ProviderRefundRecord>): ProviderRefundRecord => ({ refundId: 'rfnd_B', paymentId: 'pay_A', amount: 90_000, status: 'pending', receipt: 'refund_7', createdAt: at, ...changes });
const payout = (changes: Partial<OurPayout>): OurPayout => ({ id: 3, partnerId: 9, amount: 140_915, status: 'processing', providerPayoutId: 'pout_A', since: at, paidAt: null, ...changes });
const theirPayout = (changes: Partial<ProviderPayoutRecord>): ProviderPayoutRecord => ({ payoutId: 'pout_A', reference: 'payout_3', amount: 140_915, status: 'processing', utr: null, failureReason: null, createdAt: at, ...changes });

describe('compareRefunds', () => {
  it('agrees while both say it is on its way, or paid back', () => {
    expect(compareRefunds([refund({})], always, [theirRefund({})], always)).toEqual([]);
    expect(compareRefunds([refund({ status: 'processed' })], always, [theirRefund({ status: 'processed' })], always)).toEqual([]);
  });

  it('repairs a failure the provider reported and we missed, as the refund.failed webhook would: a new attempt', () => {
    expect(compareRefunds([refund({})], always, [theirRefund({ status: 'failed' })], always)).toEqual([
      expect.objectContaining({ kind: 'status_differs', ourStatus: 'initiated', theirStatus: 'failed', repair: { record: 'refund', providerRefundId: 'rfnd_B', receipt: 'refund_7', status: 'failed' } }),
    ]);
  });

  it('leaves alone an earlier attempt the provider failed once ours moved on to another, but not a second refund made with the same receipt', () => {
    const earlier = theirRefund({ refundId: 'rfnd_A', status: 'failed' });
    expect(compareRefunds([refund({})], always, [earlier, theirRefund({})], always)).toEqual([]);
    const twice = theirRefund({ refundId: 'rfnd_C', status: 'processed' });
    expect(compareRefunds([refund({})], always, [theirRefund({}), twice], always)).toEqual([
      expect.objectContaining({ kind: 'missing_in_ledger', providerId: 'rfnd_C', ourRecord: 'refund 7 (SN-000042)', ourStatus: 'initiated', theirStatus: 'processed', repair: null }),
    ]);
  });

  it('expects no provider record of a refund not yet asked for, and reports one whose id the provider does not know', () => {
    expect(compareRefunds([refund({ status: 'pending', providerRefundId: null })], always, [], always)).toEqual([]);
    expect(compareRefunds([refund({})], always, [], always)).toEqual([expect.objectContaining({ kind: 'missing_at_provider', providerId: 'rfnd_B', theirAmount: null })]);
  });

  it('reports an amount that differs, and never repairs it', () => {
    expect(compareRefunds([refund({})], always, [theirRefund({ amount: 80_000, status: 'processed' })], always)).toEqual([
      expect.objectContaining({ kind: 'amount_differs', ourAmount: 90_000, theirAmount: 80_000, repair: null }),
    ]);
  });
});

describe('comparePayouts', () => {
  it('repairs a payout the bank sent back while we still show it on its way: processed, then reversed, as the webhooks come', () => {
    expect(comparePayouts([payout({})], always, [theirPayout({ status: 'reversed', utr: 'UTR1', failureReason: 'Account closed' })], always)).toEqual([
      expect.objectContaining({ kind: 'status_differs', ourStatus: 'processing', theirStatus: 'reversed', repair: { record: 'payout', providerPayoutId: 'pout_A', reference: 'payout_3', utr: 'UTR1', reason: 'Account closed', steps: ['processed', 'reversed'] } }),
    ]);
    expect(comparePayouts([payout({ status: 'processed' })], always, [theirPayout({ status: 'reversed' })], always)[0]?.repair).toMatchObject({ steps: ['reversed'] });
  });

  it('finds a payout made before a crash by its reference, and reports one of the provider’s that is none of ours', () => {
    expect(comparePayouts([payout({ status: 'pending', providerPayoutId: null })], always, [theirPayout({ status: 'failed' })], always)).toEqual([
      expect.objectContaining({ kind: 'status_differs', ourStatus: 'pending', theirStatus: 'failed', repair: expect.objectContaining({ steps: ['failed'] }) }),
    ]);
    expect(comparePayouts([], always, [theirPayout({ payoutId: 'pout_Z', reference: 'Salary November' })], always)).toEqual([
      expect.objectContaining({ kind: 'missing_in_ledger', providerId: 'pout_Z', ourRecord: null, ourAmount: null }),
    ]);
  });

  it('does not undo a payout we show paid that the provider shows failed: ops look', () => {
    expect(comparePayouts([payout({ status: 'processed' })], always, [theirPayout({ status: 'failed' })], always)).toEqual([expect.objectContaining({ kind: 'status_differs', repair: null })]);
  });
});
