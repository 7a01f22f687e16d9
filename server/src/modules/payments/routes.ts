import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPaymentEndpoint, paymentOrderEndpoint, sandboxPaymentEndpoint, sendBookingEndpoint } from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
import { messageReply, ok } from '../../http/replies';
import { currentAccount, requireRole } from '../../plugins/auth';
import { confirmPayment, createPaymentOrder, paymentMessages, paySandboxOrder, sendBooking, type PaymentDeps } from './service';
import { handleRazorpayWebhook } from './webhook';

/** Customer payment calls (customer §7 'Payment'), mounted under /api/user. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  const customer = { preValidation: requireRole('user') };

  routeOf(app, paymentOrderEndpoint, customer, async (request) => ({
    status: 200,
    data: await createPaymentOrder(deps, request.log, currentAccount(request).userId, request.body.booking_id),
  }));

  routeOf(app, confirmPaymentEndpoint, customer, async (request) => {
    await confirmPayment(deps, request.log, currentAccount(request).userId, request.params.bookingId, request.body);
    return { status: 200, message: paymentMessages.successful };
  });

  routeOf(app, sendBookingEndpoint, customer, async (request) => ({
    status: 200,
    message: paymentMessages.sent,
    data: await sendBooking(deps, currentAccount(request).userId, request.params.id),
  }));

  routeOf(app, sandboxPaymentEndpoint, customer, async (request) => ({
    status: 200,
    data: await paySandboxOrder(deps, currentAccount(request).userId, request.body.order_id),
  }));
};

/**
 * The headers Razorpay signs its webhook calls with. Missing ones are the handler's to refuse
 * (400 'Invalid webhook signature.'); the bounds only keep absurd values out.
 */
const webhookHeaders = z.object({
  'x-razorpay-signature': z.string().max(200).optional(),
  'x-razorpay-event-id': z.string().max(200).optional(),
});

/**
 * POST /api/payments/razorpay/webhook, registered only when RAZORPAY_WEBHOOK_SECRET is set.
 * Its own encapsulated plugin: every body stays raw bytes here, because the signature is over
 * the exact bytes Razorpay sent; other routes keep Fastify's JSON parsing.
 *
 * No `body` schema, on purpose: the body is a Buffer until the signature over it is checked, and
 * the request validator would walk a Buffer byte by byte looking for control characters (about
 * 0.4 s and 170 MB for a 1 MB body, from anyone, before any signature is checked). The route is
 * documented by its headers, its description and its answers.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<PaymentDeps & { webhookSecret: string }> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const schema = {
    description:
      'Razorpay webhook (payment.captured, order.paid). The body is the event JSON exactly as Razorpay sent it: ' +
      'X-Razorpay-Signature is checked on its raw bytes before anything is read.',
    headers: webhookHeaders,
    response: ok(messageReply),
  };
  app.post('/webhook', { schema }, async (request) => {
    const message = await handleRazorpayWebhook(
      options,
      options.webhookSecret,
      {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: request.headers['x-razorpay-signature'],
        eventId: request.headers['x-razorpay-event-id'],
      },
      request.log,
    );
    return { status: 200, message };
  });
};
