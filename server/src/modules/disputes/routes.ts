import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declineLineEndpoint, disputeMessages, opsDisputesEndpoint, opsResolveDisputeEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { declineLine, disputesForOps, resolveDispute, type DisputeDeps } from './service';

/** The customer's decline (issue 37), mounted under /api/user. */
export const customerDisputeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const customerOnly = { preValidation: requireRole('user') };
  routeOf(app, declineLineEndpoint, customerOnly, async (request) => {
    await declineLine(context, currentAccount(request).userId, request.body);
    return { status: 200, message: disputeMessages.declined };
  });
};

/** Ops' disputes (issue 37), mounted under /api/admin; the admin CLI's disputes:* commands call the same service. */
export const adminDisputeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };
  const deps: DisputeDeps = { db: context.db, clock: context.clock, money: context.config.money };

  routeOf(app, opsDisputesEndpoint, admin, async (request) => ({ status: 200, data: await disputesForOps(deps, request.query.status) }));

  routeOf(app, opsResolveDisputeEndpoint, admin, async (request) => ({
    status: 200,
    message: disputeMessages.resolved,
    data: await resolveDispute(deps, request.params.id, request.body),
  }));
};
