import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sandboxPayouts } from '../../db/schema';
import type { JobHandler } from '../jobs/queue';
import type { PaymentDeps } from '../payments/service';
import { hmacHex } from '../payments/signature';
import { handleRazorpayWebhook } from '../payments/webhook';
import type { SandboxPayoutOutcome } from './sandbox';

/**
 * The 'sandbox-payouts' job: the sandbox settles a payout in its own table and sends RazorpayX's
 * webhook for it (payout.processed with a bank reference, payout.failed, or processed then
 * payout.reversed), signed, through the handler of Razorpay's webhooks, each with its own event id.
 * `secret`: the webhooks' signing secret the handler is given.
 */
export function sandboxPayoutJobHandler(deps: PaymentDeps, secret: string, log: FastifyBaseLogger): JobHandler {
  const deliver = async (payout: typeof sandboxPayouts.$inferSelect, event: string, reason: string | null) => {
    const body = {
      entity: 'event',
      event,
      payload: { payout: { entity: { id: payout.id, entity: 'payout', amount: payout.amount, status: event.slice(7), utr: payout.utr, reference_id: payout.reference, failure_reason: reason } } },
      created_at: Math.floor(deps.clock().getTime() / 1000),
    };
    const rawBody = Buffer.from(JSON.stringify(body));
    await handleRazorpayWebhook(deps, secret, { rawBody, signature: hmacHex(secret, rawBody), eventId: `evt_sbx_${payout.id}_${event}` }, log);
  };
  return async (data) => {
    const { payoutId, outcome } = data as { payoutId: string; outcome: SandboxPayoutOutcome };
    const paid = outcome !== 'failed';
    await deps.db
      .update(sandboxPayouts)
      .set({ status: paid ? 'processed' : 'failed', processedAt: deps.clock(), utr: paid ? `SBXUTR${payoutId.slice(-10).toUpperCase()}` : null })
      .where(and(eq(sandboxPayouts.id, payoutId), eq(sandboxPayouts.status, 'pending')));
    const [payout] = await deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, payoutId));
    if (!payout) return;
    if (!paid) return deliver(payout, 'payout.failed', 'the beneficiary bank rejected it (sandbox)');
    await deliver(payout, 'payout.processed', null);
    if (outcome === 'reversed') {
      await deps.db.update(sandboxPayouts).set({ status: 'reversed' }).where(eq(sandboxPayouts.id, payoutId));
      await deliver(payout, 'payout.reversed', 'the beneficiary account is closed (sandbox)');
    }
  };
}
