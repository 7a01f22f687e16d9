import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createPaymentProvider } from './createProvider';
import type { PaymentProvider } from './provider';
import { paymentRoutes, paymentWebhookRoutes } from './routes';
import { named } from '../../http/pluginName';

/** The payment calls under /api: the customer's under /user, Razorpay's webhook under /payments/razorpay. */
export async function registerPayments(api: FastifyInstance, context: AppContext, provider?: PaymentProvider): Promise<void> {
  const { config } = context;
  if (!config.payments.razorpay && config.nodeEnv === 'production') {
    api.log.warn('RAZORPAY_KEY_ID is not set: payments go through the local sandbox checkout, which takes no money');
  }
  const deps = {
    db: context.db,
    clock: context.clock,
    provider: provider ?? createPaymentProvider(config.payments, context.otpKey),
    config: config.payments,
    metrics: context.metrics,
  };
  await api.register(named(paymentRoutes), { ...deps, prefix: '/user' });
  const webhookSecret = config.payments.razorpay?.webhookSecret;
  if (webhookSecret) await api.register(named(paymentWebhookRoutes), { ...deps, webhookSecret, prefix: '/payments/razorpay' });
}
