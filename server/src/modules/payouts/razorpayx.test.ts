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

describe('RazorpayXPayoutProvider.listPayouts', () => {
  const day = { from: new Date('2026-11-29T18:30:00Z'), to: new Date('2026-11-30T18:30:00Z') };
  const start = Math.floor(day.from.getTime() / 1000);
  const statuses = ['processed', 'queued', 'rejected', 'reversed', 'processing', 'cancelled', 'failed', 'pending'];

  it('pages through our account’s payouts of a day and reads their status, reference and bank reference', async () => {
    const payouts = Array.from({ length: 150 }, (_, index) => ({
      id: `pout_${String(index).padStart(14, '0')}`,
      entity: 'payout',
      amount: 100_000 + index,
      status: statuses[index % statuses.length],
      utr: index % statuses.length === 0 ? `UTR${index}` : null,
      reference_id: `payout_${index + 1}`,
      failure_reason: index % statuses.length === 2 ? 'Beneficiary bank offline' : null,
      created_at: start + index * 60,
    }));
    const urls: string[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      urls.push(url);
      expect(init.method).toBe('GET');
      expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
      const query = new URL(url).searchParams;
      const page = payouts.slice(Number(query.get('skip')), Number(query.get('skip')) + Number(query.get('count')));
      return new Response(JSON.stringify({ entity: 'collection', count: page.length, items: page }), { status: 200 });
    }) as unknown as typeof fetch;
    const provider = new RazorpayXPayoutProvider('rzp_test_key', 'secret', '7878780080316316', fetchImpl);

    const listed = await provider.listPayouts(day);

    expect(urls).toEqual(
      [0, 100].map((skip) => `https://api.razorpay.com/v1/payouts?account_number=7878780080316316&from=${start}&to=${start + 86_399}&count=100&skip=${skip}`),
    );
    expect(listed).toHaveLength(150);
    expect(listed.slice(0, 8).map((payout) => payout.status)).toEqual(['processed', 'processing', 'failed', 'reversed', 'processing', 'failed', 'failed', 'processing']);
    expect(listed[0]).toEqual({ payoutId: 'pout_00000000000000', reference: 'payout_1', amount: 100_000, status: 'processed', utr: 'UTR0', failureReason: null, createdAt: day.from });
    expect(listed[2]).toMatchObject({ reference: 'payout_3', failureReason: 'Beneficiary bank offline' });
  });

  it('turns a refusal or an answer without a list into a PayoutProviderError', async () => {
    const answering = (status: number, body: object) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const refused = new RazorpayXPayoutProvider('k', 's', '7878780080316316', answering(401, { error: { description: 'Authentication failed' } }));
    await expect(refused.listPayouts(day)).rejects.toThrow(new PayoutProviderError('RazorpayX did not list its payouts: Authentication failed'));
    const odd = new RazorpayXPayoutProvider('k', 's', '7878780080316316', answering(200, { entity: 'collection' }));
    await expect(odd.listPayouts(day)).rejects.toThrow('RazorpayX answered its payouts without a list');
  });
});
