import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/httpError';
import { sha256Hex } from '../../lib/secrets';
import { captureOrder, type CaptureOutcome } from './capture';
import { refundReported } from '../refunds/reported';
import { payoutReported } from '../payouts/reported';
import { orderById, recordWebhookEvent } from './repository';
import type { PaymentDeps } from './service';
import { hmacHex, signaturesMatch } from './signature';

export const webhookMessages = {
  badSignature: 'Invalid webhook signature.',
  badPayload: 'Invalid webhook payload.',
  processed: 'Processed.',
  replayed: 'Already processed.',
} as const;

/** Events that mean the money for an order was taken. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);
/** Issue 38: what became of a refund we asked for (refunds/send.ts). */
const REFUND_EVENTS = new Map([
  ['refund.processed', 'processed'],
  ['refund.failed', 'failed'],
] as const);

const eventSchema = z.object({ id: z.string().optional(), event: z.string() });
const paymentEntitySchema = z.object({
  payload: z.object({
    payment: z.object({
      entity: z.object({ id: z.string().min(1).max(64), order_id: z.string().min(1).max(64), amount: z.number().int(), currency: z.string() }),
    }),
  }),
});

/** Issue 38: RazorpayX's payout events (the sandbox's too), on the same endpoint. */
const PAYOUT_EVENTS = new Map([
  ['payout.processed', 'processed'],
  ['payout.failed', 'failed'],
  ['payout.rejected', 'failed'],
  ['payout.reversed', 'reversed'],
] as const);
const payoutEntitySchema = z.object({
  payload: z.object({
    payout: z.object({
      entity: z.object({
        id: z.string().min(1).max(64),
        reference_id: z.string().max(40).nullish(),
        utr: z.string().max(40).nullish(),
        failure_reason: z.string().max(300).nullish(),
      }),
    }),
  }),
});

const refundEntitySchema = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({ id: z.string().min(1).max(64), payment_id: z.string().min(1).max(64), amount: z.number().int(), receipt: z.string().max(40).nullish() }),
    }),
  }),
});

export interface WebhookRequest {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/** Razorpay's event id, else the payload's, else the body's hash: a replayed body is still caught. */
function eventIdOf(request: WebhookRequest, payloadId: string | undefined): string {
  const id = request.eventId?.trim() || payloadId?.trim() || `sha256:${sha256Hex(request.rawBody.toString('utf8'))}`;
  return id.length <= 100 ? id : `sha256:${sha256Hex(id)}`;
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * POST /api/payments/razorpay/webhook. The signature is checked on the raw bytes before
 * anything is read; the event is recorded and handled in one transaction, so a failure lets
 * Razorpay's retry through while a replay of a handled event changes nothing. A payment of a
 * booking already paid is recorded as overpaid and its refund queued in that transaction;
 * Razorpay is still answered 200, since sending the event again would change nothing.
 * Issue 38: refund.processed and refund.failed move a refund on (refunds/reported.ts), in the
 * same transaction as the event's record, so a repeated or late report changes nothing.
 */
export async function handleRazorpayWebhook(
  deps: PaymentDeps,
  webhookSecret: string,
  request: WebhookRequest,
  log: FastifyBaseLogger,
): Promise<string> {
  if (!request.signature || !signaturesMatch(hmacHex(webhookSecret, request.rawBody), request.signature)) {
    throw new HttpError(400, {}, webhookMessages.badSignature);
  }
  const payload = parseJson(request.rawBody);
  const parsedEvent = eventSchema.safeParse(payload);
  if (!parsedEvent.success) throw new HttpError(400, {}, webhookMessages.badPayload);
  const event = parsedEvent.data;
  const eventId = eventIdOf(request, event.id);

  const handled = await deps.db.transaction(async (tx): Promise<{ message: string; outcome?: CaptureOutcome }> => {
    if (!(await recordWebhookEvent(tx, eventId))) return { message: webhookMessages.replayed };
    const payoutStatus = PAYOUT_EVENTS.get(event.event as 'payout.processed');
    if (payoutStatus) {
      const parsed = payoutEntitySchema.safeParse(payload);
      if (!parsed.success) {
        log.warn({ eventId, event: event.event }, 'payout webhook without a payout: ignored');
        return { message: webhookMessages.processed };
      }
      const payout = parsed.data.payload.payout.entity;
      const result = await payoutReported(tx, { providerPayoutId: payout.id, reference: payout.reference_id, status: payoutStatus, utr: payout.utr ?? null, reason: payout.failure_reason ?? null, at: deps.clock() });
      if (result === 'ignored') log.warn({ eventId, payoutId: payout.id, status: payoutStatus }, 'payout webhook changes nothing (unknown, or not fitting its state): ignored');
      return { message: webhookMessages.processed };
    }
    const refundStatus = REFUND_EVENTS.get(event.event as 'refund.processed');
    if (refundStatus) {
      const parsed = refundEntitySchema.safeParse(payload);
      if (!parsed.success) {
        log.warn({ eventId, event: event.event }, 'refund webhook without a refund: ignored');
        return { message: webhookMessages.processed };
      }
      const refund = parsed.data.payload.refund.entity;
      const result = await refundReported(tx, { providerRefundId: refund.id, receipt: refund.receipt ?? undefined, status: refundStatus, at: deps.clock() });
      if (result === 'ignored') log.warn({ eventId, refundId: refund.id, status: refundStatus }, 'refund webhook changes nothing (unknown, already processed, or a late report): ignored');
      return { message: webhookMessages.processed };
    }
    if (!CAPTURE_EVENTS.has(event.event)) return { message: webhookMessages.processed };

    const parsed = paymentEntitySchema.safeParse(payload);
    if (!parsed.success) {
      log.warn({ eventId, event: event.event }, 'payment webhook without a payment of an order: ignored');
      return { message: webhookMessages.processed };
    }
    const payment = parsed.data.payload.payment.entity;
    const order = await orderById(tx, payment.order_id);
    if (!order || order.provider !== 'razorpay' || order.amount !== payment.amount || order.currency !== payment.currency) {
      log.warn({ eventId, orderId: payment.order_id, amount: payment.amount, currency: payment.currency }, 'payment webhook does not match a stored order: ignored');
      return { message: webhookMessages.processed };
    }
    const outcome = await captureOrder(tx, deps.money, order.orderId, payment.id, deps.clock());
    if (outcome === 'paid-otherwise') {
      // Money taken twice for one order: someone must refund this payment by hand.
      log.error({ eventId, orderId: order.orderId, paymentId: payment.id }, 'second payment for an already captured order');
    }
    if (outcome === 'overpaid') log.warn({ eventId, orderId: order.orderId, paymentId: payment.id }, 'payment of a booking already paid: recorded as overpaid, its refund queued');
    return { message: webhookMessages.processed, outcome };
  });
  if (handled.outcome) deps.metrics.paymentCaptures.inc({ source: 'webhook', outcome: handled.outcome });
  return handled.message;
}
