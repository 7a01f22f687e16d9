import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionWire } from '@servenear/shared/wire';
import { envelope, ok } from '../../http/replies';
import { currentAccount, requireRole } from '../../plugins/auth';
import { asFlag } from '../accounts/service';

/** GET /api/session: who is signed in, for the shell's guard (any role). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    { preValidation: requireRole(['user', 'employee', 'admin']), schema: { response: ok(envelope(sessionWire)) } },
    async (request) => {
      const account = currentAccount(request);
      return {
        status: 200,
        data: {
          role: account.role,
          name: account.name,
          user_id: account.userId,
          is_verified: asFlag(account.isVerified),
          mobile: account.mobile,
        },
      };
    },
  );
};
