import type { FastifyInstance } from 'fastify';
import { currentAccount, requireRole } from '../../plugins/auth';
import { confirmPayment, createPaymentOrder, paymentMessages, paySandboxOrder, sendBooking, type PaymentDeps } from './service';
import { handleRazorpayWebhook } from './webhook';

/** Customer payment calls (customer §7 'Payment'), mounted under /api/user. */
export async function paymentRoutes(app: FastifyInstance, deps: PaymentDeps): Promise<void> {
  const customer = { preHandler: requireRole('user') };

  app.post('/createRazorpayOrder', customer, async (request) => ({
    status: 200,
    data: await createPaymentOrder(deps, request.log, currentAccount(request).userId, request.body),
  }));

  app.post<{ Params: { bookingId: string } }>('/updaterazorpay/:bookingId', customer, async (request) => {
    await confirmPayment(deps, request.log, currentAccount(request).userId, request.params.bookingId, request.body);
    return { status: 200, message: paymentMessages.successful };
  });

  app.post<{ Params: { id: string } }>('/updatePayment/:id', customer, async (request) => ({
    status: 200,
    message: paymentMessages.sent,
    data: await sendBooking(deps, currentAccount(request).userId, request.params.id),
  }));

  app.post('/payments/sandbox/pay', customer, async (request) => ({
    status: 200,
    data: await paySandboxOrder(deps, currentAccount(request).userId, request.body),
  }));
}

/**
 * POST /api/payments/razorpay/webhook, registered only when RAZORPAY_WEBHOOK_SECRET is set.
 * Its own encapsulated plugin: every body stays raw bytes here, because the signature is over
 * the exact bytes Razorpay sent; other routes keep Fastify's JSON parsing.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, options: PaymentDeps & { webhookSecret: string }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', async (request) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const message = await handleRazorpayWebhook(
      options,
      options.webhookSecret,
      {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
      },
      request.log,
    );
    return { status: 200, message };
  });
}
