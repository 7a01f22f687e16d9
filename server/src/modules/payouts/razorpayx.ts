import { PayoutProviderError, type PayoutProvider, type PayoutRequest, type ProviderPayout } from './provider';

/** RazorpayX answers within this; a payout call that hangs is retried by its job. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * RazorpayX Payouts over its REST API (the Razorpay SDK has no payouts): one call per payout
 * with the fund account inline (the partner's bank account, his name as the contact), IMPS, and
 * `X-Payout-Idempotency` set to our reference, so a retried call returns the payout already
 * made instead of paying twice. The result comes by webhook (payout.processed / failed /
 * reversed) to the same endpoint as Razorpay's payment events.
 */
export class RazorpayXPayoutProvider implements PayoutProvider {
  readonly name = 'razorpayx';

  constructor(
    private readonly keyId: string,
    private readonly keySecret: string,
    /** The RazorpayX account the money leaves from (RAZORPAYX_ACCOUNT_NUMBER). */
    private readonly accountNumber: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async createPayout(request: PayoutRequest): Promise<ProviderPayout> {
    let answer: Response;
    try {
      answer = await this.fetchImpl('https://api.razorpay.com/v1/payouts', {
        method: 'POST',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          authorization: `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-payout-idempotency': request.reference,
        },
        body: JSON.stringify({
          account_number: this.accountNumber,
          amount: request.amount,
          currency: 'INR',
          mode: 'IMPS',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: request.reference,
          narration: request.narration.slice(0, 30),
          fund_account: {
            account_type: 'bank_account',
            bank_account: { name: request.account.holder, ifsc: request.account.ifsc, account_number: request.account.number },
            contact: { name: request.account.holder, type: 'vendor', reference_id: request.reference },
          },
        }),
      });
    } catch (error) {
      throw new PayoutProviderError('RazorpayX could not be reached', { cause: error });
    }
    const body = (await answer.json().catch(() => ({}))) as { id?: unknown; status?: unknown; utr?: unknown; error?: { description?: string } };
    if (!answer.ok) throw new PayoutProviderError(`RazorpayX refused the payout: ${body.error?.description ?? answer.status}`);
    if (typeof body.id !== 'string' || !/^pout_\w{1,59}$/.test(body.id)) throw new PayoutProviderError('RazorpayX answered without a usable payout id');
    const status = body.status === 'processed' || body.status === 'reversed' || body.status === 'failed' || body.status === 'rejected' ? (body.status === 'rejected' ? 'failed' : body.status) : 'processing';
    return { payoutId: body.id, status, utr: typeof body.utr === 'string' ? body.utr : null };
  }
}
