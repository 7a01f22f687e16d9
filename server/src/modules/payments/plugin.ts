import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { paymentRoutes, paymentWebhookRoutes } from './routes';
import { named } from '../../http/pluginName';
import type { PaymentDeps } from './service';

/** The payment calls under /api: the customer's under /user, Razorpay's webhook under /payments/razorpay. */
export async function registerPayments(api: FastifyInstance, context: AppContext): Promise<void> {
  const { config } = context;
  if (!config.payments.razorpay && config.nodeEnv === 'production') {
    api.log.warn('RAZORPAY_KEY_ID is not set: payments go through the local sandbox checkout, which takes no money');
  }
  const deps = paymentDeps(context);
  await api.register(named(paymentRoutes), { ...deps, prefix: '/user' });
  const webhookSecret = config.payments.razorpay?.webhookSecret;
  if (webhookSecret) await api.register(named(paymentWebhookRoutes), { ...deps, webhookSecret, prefix: '/payments/razorpay' });
}

/** What the payment calls and the payment jobs (refunds, the sandbox's webhooks) work with. */
export function paymentDeps(context: Pick<AppContext, 'db' | 'clock' | 'payments' | 'config' | 'metrics'>): PaymentDeps {
  return { db: context.db, clock: context.clock, provider: context.payments, config: context.config.payments, money: context.config.money, metrics: context.metrics };
}
