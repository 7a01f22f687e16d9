import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxPayments, sandboxRefunds } from '../../db/schema';
import { sendJob } from '../jobs/queue';
import {
  PaymentProviderError,
  type OrderRequest,
  type PaymentProvider,
  type ProviderPaymentRecord,
  type ProviderRefund,
  type ProviderRefundRecord,
  type RefundRequest,
  type TimeRange,
} from './provider';
import { paymentSignature, signaturesMatch } from './signature';

/** Looks like a Razorpay test key, so the site treats both checkouts alike; it opens the local one. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/**
 * The sandbox's signing secret, derived from the server key (OTP_SECRET, or random bytes per
 * boot when unset). Derived rather than fixed, so nobody can sign sandbox payments from the
 * source code; derived from OTP_SECRET when it is set, so an order created before a restart or
 * on another instance can still be paid; labelled, so it differs from the key that hashes OTPs.
 * It never leaves the server: the browser gets signatures only from POST user/payments/sandbox/pay.
 */
export function sandboxSecret(serverKey: Buffer): string {
  return createHmac('sha256', serverKey).update('servenear:payment-sandbox').digest('hex');
}

/** What the sandbox does with a refund it is asked for (SANDBOX_REFUND_OUTCOME): pay it back, report it failed, or refuse the call. */
export type SandboxRefundOutcome = 'processed' | 'failed' | 'refused';

export interface SandboxRefundOptions {
  db: Database;
  outcome: SandboxRefundOutcome;
  /** How long after the call its webhook comes (SANDBOX_REFUND_SECONDS), as Razorpay's comes later. */
  delaySeconds: number;
}

const randomId = () => randomBytes(8).toString('hex');

/**
 * The secret the sandboxes' webhooks (refunds, payouts) are signed with: the sandbox checkout's
 * own, or RAZORPAY_WEBHOOK_SECRET when real Razorpay takes payments; none without either.
 */
export function sandboxWebhookSecret(payments: PaymentProvider, razorpayWebhookSecret: string | undefined): string | undefined {
  return payments instanceof SandboxPaymentProvider ? payments.webhookSecret : razorpayWebhookSecret;
}

/**
 * The offline checkout: orders are created locally and "paid" by a signed result from the
 * server. Issue 38: it refunds as Razorpay does: the call answers a pending refund, kept in its
 * own table (what the provider's dashboard would list, for reconciliation), and its
 * refund.processed or refund.failed webhook comes later through the same handler as Razorpay's
 * (sandboxRefunds.ts, on the job queue). Its Pay keeps the payment it captured in its own table
 * too, so reconciliation compares our captures with what the provider says it took.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly keyId = SANDBOX_KEY_ID;

  constructor(
    private readonly secret: string,
    private readonly refunds: SandboxRefundOptions,
  ) {}

  async createOrder(_request: OrderRequest): Promise<{ orderId: string }> {
    return { orderId: `order_sbx_${randomId()}` };
  }

  isPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(paymentSignature(this.secret, orderId, paymentId), signature);
  }

  /**
   * The checkout's Pay: the provider captures a payment of the order (Razorpay captures before
   * our server hears of it), keeps it in its own table, and hands the browser what Razorpay's
   * checkout would, signed exactly as Razorpay signs it.
   */
  async payOrder(order: { orderId: string; amount: number; currency: string }): Promise<{ paymentId: string; signature: string }> {
    const paymentId = `pay_sbx_${randomId()}`;
    // The sandbox keeps all its records in the database its refunds' options name.
    await this.refunds.db.insert(sandboxPayments).values({ id: paymentId, orderId: order.orderId, amount: order.amount, currency: order.currency, status: 'captured' });
    return { paymentId, signature: paymentSignature(this.secret, order.orderId, paymentId) };
  }

  /** The webhooks' signing secret: derived like the payments', labelled apart. */
  get webhookSecret(): string {
    return createHmac('sha256', this.secret).update('webhook').digest('hex');
  }

  async refundPayment(request: RefundRequest): Promise<ProviderRefund> {
    if (this.refunds.outcome === 'refused') throw new PaymentProviderError('the sandbox refuses refunds (SANDBOX_REFUND_OUTCOME=refused)');
    const refundId = `rfnd_sbx_${randomId()}`;
    await this.refunds.db.transaction(async (tx) => {
      await tx.insert(sandboxRefunds).values({ id: refundId, paymentId: request.paymentId, amount: request.amount, receipt: request.receipt, status: 'pending' });
      await sendJob(tx, 'sandbox-refunds', { refundId, outcome: this.refunds.outcome }, { startAfter: new Date(Date.now() + this.refunds.delaySeconds * 1000) });
    });
    return { refundId, status: 'pending' };
  }

  async findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null> {
    const [row] = await this.refunds.db
      .select({ id: sandboxRefunds.id, status: sandboxRefunds.status })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.receipt, receipt), ne(sandboxRefunds.status, 'failed')));
    return row ? { refundId: row.id, status: row.status } : null;
  }

  async listPayments(range: TimeRange): Promise<ProviderPaymentRecord[]> {
    const rows = await this.refunds.db
      .select()
      .from(sandboxPayments)
      .where(and(gte(sandboxPayments.createdAt, range.from), lt(sandboxPayments.createdAt, range.to)));
    return rows.map((row) => ({ paymentId: row.id, orderId: row.orderId, amount: row.amount, status: row.status, createdAt: row.createdAt }));
  }

  async listRefunds(range: TimeRange): Promise<ProviderRefundRecord[]> {
    const rows = await this.refunds.db
      .select()
      .from(sandboxRefunds)
      .where(and(gte(sandboxRefunds.createdAt, range.from), lt(sandboxRefunds.createdAt, range.to)));
    return rows.map((row) => ({ refundId: row.id, paymentId: row.paymentId, amount: row.amount, status: row.status, receipt: row.receipt, createdAt: row.createdAt }));
  }
}
