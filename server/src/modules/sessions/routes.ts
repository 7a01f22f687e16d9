import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionEndpoint } from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
import { asFlag } from '../accounts/service';

/**
 * GET /api/session: who is signed in, for the shell's guard (any role), or data null for a
 * visitor. No session is the expected answer on most first visits, so it is a 200, not a 401
 * that every browser console would report as an error.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  routeOf(app, sessionEndpoint, {}, async (request) => {
    const account = request.account;
    if (!account) return { status: 200, data: null };
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
  });
};
