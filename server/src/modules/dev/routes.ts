import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { isLoopbackRequest } from './loopback';
import { latestOutboxMessages } from './repository';

const querySchema = z.object({ mobile: z.string().trim().regex(/^\d{10}$/).optional() });

/**
 * GET /api/dev/outbox?mobile=…: the texts the log SMS provider "sent", newest first, so a
 * developer or the e2e run can read an OTP. Registered only with DEV_OUTBOX=true (never in
 * production), and even then answered only to clients on this machine: the codes let anyone
 * take over an account through forgot-password.
 */
export async function devRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.log.warn('DEV_OUTBOX is on: GET /api/dev/outbox shows every SMS code to clients on this machine');

  // Before anything else (query checks included), and the server's own 404, so that other
  // clients cannot tell the route from one that does not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackRequest(request)) return reply.callNotFound();
  });

  app.get('/dev/outbox', async (request) => {
    const { mobile } = querySchema.parse(request.query ?? {});
    return { status: 200, data: await latestOutboxMessages(context.db, mobile, 50) };
  });
}
