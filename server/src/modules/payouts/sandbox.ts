import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxPayouts } from '../../db/schema';
import { sendJob } from '../jobs/queue';
import { PayoutProviderError, type PayoutProvider, type PayoutRequest, type ProviderPayout, type ProviderPayoutRecord } from './provider';

/** What the sandbox does with a payout (SANDBOX_PAYOUT_OUTCOME): pay it, fail it, pay then reverse it, or refuse the call. */
export type SandboxPayoutOutcome = 'processed' | 'failed' | 'reversed' | 'refused';

export interface SandboxPayoutOptions {
  db: Database;
  outcome: SandboxPayoutOutcome;
  /** How long after the call its webhook comes (SANDBOX_PAYOUT_SECONDS). */
  delaySeconds: number;
}

/**
 * The offline RazorpayX (issue 38): a payout is kept in its own table (idempotent on our
 * reference, as RazorpayX is on X-Payout-Idempotency) and answered 'processing'; its webhook
 * (payout.processed with a bank reference, payout.failed, or payout.processed then
 * payout.reversed) comes later as a job, through the same handler as Razorpay's
 * (sandboxPayoutJobs.ts).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxPayoutOptions) {}

  async createPayout(request: PayoutRequest): Promise<ProviderPayout> {
    if (this.options.outcome === 'refused') throw new PayoutProviderError('the sandbox refuses payouts (SANDBOX_PAYOUT_OUTCOME=refused)');
    const { db } = this.options;
    const [known] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.reference, request.reference));
    if (known) return { payoutId: known.id, status: known.status === 'pending' ? 'processing' : known.status, utr: known.utr };
    const id = `pout_sbx_${randomBytes(8).toString('hex')}`;
    await db.transaction(async (tx) => {
      await tx.insert(sandboxPayouts).values({ id, reference: request.reference, amount: request.amount, accountNumber: request.account.number, ifsc: request.account.ifsc, status: 'pending' });
      await sendJob(tx, 'sandbox-payouts', { payoutId: id, outcome: this.options.outcome }, { startAfter: new Date(Date.now() + this.options.delaySeconds * 1000) });
    });
    return { payoutId: id, status: 'processing', utr: null };
  }

  async listPayouts(range: { from: Date; to: Date }): Promise<ProviderPayoutRecord[]> {
    const rows = await this.options.db
      .select()
      .from(sandboxPayouts)
      .where(and(gte(sandboxPayouts.createdAt, range.from), lt(sandboxPayouts.createdAt, range.to)));
    return rows.map((row) => ({
      payoutId: row.id,
      reference: row.reference,
      amount: row.amount,
      status: row.status === 'pending' ? 'processing' : row.status,
      utr: row.utr,
      failureReason: null,
      createdAt: row.createdAt,
    }));
  }
}
