import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutboxEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { isLoopbackRequest } from './loopback';
import { latestOutboxMessages } from './repository';

/**
 * GET /api/dev/outbox?mobile=…: the texts the log SMS provider "sent", newest first, so a
 * developer or the e2e run can read an OTP. Registered only with DEV_OUTBOX=true (never in
 * production), and even then answered only to clients on this machine: the codes let anyone
 * take over an account through forgot-password.
 */
export const devRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.log.warn('DEV_OUTBOX is on: GET /api/dev/outbox shows every SMS code to clients on this machine');

  // Before anything else (query checks included), and the server's own 404, so that other
  // clients cannot tell the route from one that does not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackRequest(request)) return reply.callNotFound();
  });

  routeOf(app, devOutboxEndpoint, {}, async (request) => {
    const messages = await latestOutboxMessages(context.db, request.query.mobile, 50);
    return { status: 200, data: messages.map((message) => ({ ...message, created_at: message.created_at.toISOString() })) };
  });
};
