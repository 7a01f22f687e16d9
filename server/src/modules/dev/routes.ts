import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { latestOutboxMessages } from './repository';

const querySchema = z.object({ mobile: z.string().trim().regex(/^\d{10}$/).optional() });

/**
 * GET /api/dev/outbox?mobile=…: the texts the log SMS provider "sent", newest first, so the
 * e2e run can read an OTP. Registered only outside production (a 404 there).
 */
export async function devRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/dev/outbox', async (request) => {
    const { mobile } = querySchema.parse(request.query ?? {});
    return { status: 200, data: await latestOutboxMessages(context.db, mobile, 50) };
  });
}
