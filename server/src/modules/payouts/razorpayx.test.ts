import { PayoutProviderError } from './provider';
import { RazorpayXPayoutProvider } from './razorpayx';

/** Issue 38: RazorpayX's payout call, with a fake fetch: no request leaves the machine. */
describe('RazorpayXPayoutProvider', () => {
  const request = { reference: 'payout_7', amount: 140_915, account: { holder: 'Ravi Kumar', number: '50100123456789', ifsc: 'HDFC0001234' }, narration: 'ServeNear payout 7' };

  it('sends the payout with our reference as its idempotency key, from our account, to the partner’s bank account by IMPS', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'pout_00000000000001', status: 'processing', utr: null }), { status: 200 });
    }) as unknown as typeof fetch;
    const provider = new RazorpayXPayoutProvider('rzp_test_key', 'secret', '7878780080316316', fetchImpl);

    expect(await provider.createPayout(request)).toEqual({ payoutId: 'pout_00000000000001', status: 'processing', utr: null });
    const [call] = calls;
    expect(call!.url).toBe('https://api.razorpay.com/v1/payouts');
    const headers = call!.init.headers as Record<string, string>;
    expect(headers['x-payout-idempotency']).toBe('payout_7');
    expect(headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
    expect(JSON.parse(call!.init.body as string)).toEqual({
      account_number: '7878780080316316',
      amount: 140_915,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: 'payout_7',
      narration: 'ServeNear payout 7',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC0001234', account_number: '50100123456789' },
        contact: { name: 'Ravi Kumar', type: 'vendor', reference_id: 'payout_7' },
      },
    });
  });

  it('turns a refusal, no answer, or an answer without a payout id into a PayoutProviderError', async () => {
    const answering = (status: number, body: object) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const refused = new RazorpayXPayoutProvider('k', 's', '7878780080316316', answering(400, { error: { description: 'Insufficient balance' } }));
    await expect(refused.createPayout(request)).rejects.toThrow(new PayoutProviderError('RazorpayX refused the payout: Insufficient balance'));
    const silent = new RazorpayXPayoutProvider('k', 's', '7878780080316316', (async () => {
      throw new Error('socket hang up');
    }) as unknown as typeof fetch);
    await expect(silent.createPayout(request)).rejects.toBeInstanceOf(PayoutProviderError);
    const odd = new RazorpayXPayoutProvider('k', 's', '7878780080316316', answering(200, { id: 'order_x' }));
    await expect(odd.createPayout(request)).rejects.toThrow('RazorpayX answered without a usable payout id');
    const rejected = new RazorpayXPayoutProvider('k', 's', '7878780080316316', answering(200, { id: 'pout_1', status: 'rejected' }));
    expect(await rejected.createPayout(request)).toMatchObject({ status: 'failed' });
  });
});
