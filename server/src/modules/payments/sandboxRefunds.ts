import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sandboxRefunds } from '../../db/schema';
import type { JobHandler } from '../jobs/queue';
import type { PaymentDeps } from './service';
import { SandboxPaymentProvider, type SandboxRefundOutcome } from './sandbox';
import { hmacHex } from './signature';
import { handleRazorpayWebhook } from './webhook';

/**
 * The 'sandbox-refunds' job: the sandbox provider settles a refund it took (sandbox.ts), in its
 * own table, then sends its webhook as Razorpay would: a signed body with Razorpay's shape and
 * its own event id, through the very handler of Razorpay's webhooks (signature, once-only
 * events, refund.processed / refund.failed). A delivery that fails is retried by the queue,
 * and the event's id keeps a repeated delivery from counting twice.
 */
export function sandboxRefundJobHandler(deps: PaymentDeps, log: FastifyBaseLogger): JobHandler {
  return async (data) => {
    const { refundId, outcome } = data as { refundId: string; outcome: SandboxRefundOutcome };
    if (!(deps.provider instanceof SandboxPaymentProvider)) return;
    const status = outcome === 'failed' ? 'failed' : 'processed';
    await deps.db
      .update(sandboxRefunds)
      .set({ status, processedAt: deps.clock() })
      .where(and(eq(sandboxRefunds.id, refundId), eq(sandboxRefunds.status, 'pending')));
    const [refund] = await deps.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId));
    if (!refund) return;
    const event = {
      entity: 'event',
      event: `refund.${refund.status}`,
      payload: { refund: { entity: { id: refund.id, entity: 'refund', payment_id: refund.paymentId, amount: refund.amount, currency: 'INR', receipt: refund.receipt, status: refund.status } } },
      created_at: Math.floor(deps.clock().getTime() / 1000),
    };
    const rawBody = Buffer.from(JSON.stringify(event));
    const secret = deps.provider.webhookSecret;
    await handleRazorpayWebhook(deps, secret, { rawBody, signature: hmacHex(secret, rawBody), eventId: `evt_sbx_${refund.id}_${refund.status}` }, log);
  };
}
