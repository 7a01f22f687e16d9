import { PayoutProviderError, type PayoutProvider, type PayoutRequest, type ProviderPayout, type ProviderPayoutRecord } from './provider';

/** RazorpayX answers within this; a payout call that hangs is retried by its job. */
const REQUEST_TIMEOUT_MS = 10_000;
/** RazorpayX's largest page; a shorter page is the last. */
const PAGE = 100;
/** 200 pages of 100: a day's payouts many times over; more means something is wrong. */
const MAX_PAGES = 200;

/** RazorpayX's payout statuses as ours: still on its way, paid, failed (rejected and cancelled too), or sent back. */
function statusOf(status: unknown): ProviderPayout['status'] {
  if (status === 'processed' || status === 'reversed' || status === 'failed') return status;
  return status === 'rejected' || status === 'cancelled' ? 'failed' : 'processing';
}

interface RazorpayXPayoutEntity {
  id?: unknown;
  amount?: unknown;
  status?: unknown;
  utr?: unknown;
  reference_id?: unknown;
  failure_reason?: unknown;
  created_at?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

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
          authorization: this.authorization,
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
    return { payoutId: body.id, status: statusOf(body.status), utr: typeof body.utr === 'string' ? body.utr : null };
  }

  private get authorization(): string {
    return `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
  }

  /**
   * GET /v1/payouts of our account, page by page (count and skip; `from` and `to` in unix
   * seconds, both included). Kept by id: a payout made while we page may come twice.
   */
  async listPayouts(range: { from: Date; to: Date }): Promise<ProviderPayoutRecord[]> {
    const from = Math.floor(range.from.getTime() / 1000);
    const to = Math.ceil(range.to.getTime() / 1000) - 1;
    const payouts = new Map<string, ProviderPayoutRecord>();
    for (let pages = 0; pages < MAX_PAGES; pages += 1) {
      const query = new URLSearchParams({ account_number: this.accountNumber, from: String(from), to: String(to), count: String(PAGE), skip: String(pages * PAGE) });
      const items = await this.listPage(query);
      for (const item of items) {
        if (typeof item.id !== 'string' || typeof item.created_at !== 'number') continue;
        const createdAt = new Date(item.created_at * 1000);
        if (createdAt < range.from || createdAt >= range.to) continue;
        payouts.set(item.id, {
          payoutId: item.id,
          reference: text(item.reference_id),
          amount: Number(item.amount),
          status: statusOf(item.status),
          utr: text(item.utr),
          failureReason: text(item.failure_reason),
          createdAt,
        });
      }
      if (items.length < PAGE) return [...payouts.values()];
    }
    throw new PayoutProviderError(`RazorpayX listed more than ${MAX_PAGES * PAGE} payouts between ${range.from.toISOString()} and ${range.to.toISOString()}`);
  }

  private async listPage(query: URLSearchParams): Promise<RazorpayXPayoutEntity[]> {
    let answer: Response;
    try {
      answer = await this.fetchImpl(`https://api.razorpay.com/v1/payouts?${query}`, {
        method: 'GET',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { authorization: this.authorization },
      });
    } catch (error) {
      throw new PayoutProviderError('RazorpayX could not be reached', { cause: error });
    }
    const body = (await answer.json().catch(() => ({}))) as { items?: unknown; error?: { description?: string } };
    if (!answer.ok) throw new PayoutProviderError(`RazorpayX did not list its payouts: ${body.error?.description ?? answer.status}`);
    if (!Array.isArray(body.items)) throw new PayoutProviderError('RazorpayX answered its payouts without a list');
    return body.items as RazorpayXPayoutEntity[];
  }
}
