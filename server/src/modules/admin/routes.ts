import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/httpError';
import { positiveId } from '../../lib/ids';
import { requireRole } from '../../plugins/auth';
import { loginRateLimit } from '../../plugins/rateLimits';
import { asFlag, authenticate } from '../accounts/service';
import { logout, sendSession } from '../sessions/http';
import { startSession } from '../sessions/service';
import { adminMessages, listPartners, rejectPartner, statusSchema, verifyPartner } from './service';

function partnerId(raw: string): number {
  const id = positiveId(raw);
  if (id === null) throw notFound(adminMessages.notFound);
  return id;
}

/** Admin calls under /api/admin: partner verification (issue 3). */
export async function adminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const admin = { preHandler: requireRole('admin') };

  app.post('/login', loginRateLimit(app, context.config.rateLimits), async (request, reply) => {
    const account = await authenticate(context, 'admin', request.body);
    const token = await startSession(context.db, context.clock, account.id);
    sendSession(reply, context, account, token);
    const success = { token, role: account.role, name: account.name, id: account.id, is_verified: asFlag(account.isVerified) };
    return { status: 200, message: 'Login Successfully.', success };
  });

  app.post('/logout', admin, (request, reply) => logout(context, request, reply));

  app.get('/partners', admin, async (request) => {
    const { status } = statusSchema.parse(request.query ?? {});
    return { status: 200, data: await listPartners(context, status) };
  });

  app.post<{ Params: { id: string } }>('/partners/:id/verify', admin, async (request) => {
    await verifyPartner(context, partnerId(request.params.id));
    return { status: 200, message: adminMessages.verified };
  });

  app.post<{ Params: { id: string } }>('/partners/:id/reject', admin, async (request) => {
    await rejectPartner(context, partnerId(request.params.id), request.body);
    return { status: 200, message: adminMessages.rejected };
  });
}
