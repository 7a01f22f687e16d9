import type { FastifyInstance } from 'fastify';
import { currentAccount, requireRole } from '../../plugins/auth';

/** GET /api/session: who is signed in, for the shell's guard (any role). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/session', { preHandler: requireRole(['user', 'employee', 'admin']) }, async (request) => {
    const account = currentAccount(request);
    return {
      status: 200,
      data: {
        role: account.role,
        name: account.name,
        user_id: account.userId,
        is_verified: account.isVerified ? 1 : 0,
        mobile: account.mobile,
      },
    };
  });
}
