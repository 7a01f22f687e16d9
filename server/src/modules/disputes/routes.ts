import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declineLineEndpoint, disputeMessages, opsDisputeEndpoint, opsDisputesEndpoint, opsResolveDisputeEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { assertOpsMay, opsOnly } from '../../plugins/opsGuard';
import { declineLine, disputeByIdForOps, disputesForOps, resolveDispute, type DisputeDeps } from './service';

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
  const deps: DisputeDeps = { db: context.db, clock: context.clock, money: context.config.money };

  routeOf(app, opsDisputesEndpoint, opsOnly('disputes.read'), async (request) => disputesForOps(deps, request.query));

  routeOf(app, opsDisputeEndpoint, opsOnly('disputes.read'), async (request) => ({ status: 200, data: await disputeByIdForOps(deps, request.params.id) }));

  routeOf(app, opsResolveDisputeEndpoint, opsOnly('disputes.resolve'), async (request) => {
    // A redo is support's call; money back (or off what is owed) is finance's (shared/src/domain/opsRoles.ts).
    if (request.body.outcome === 'part_refund' || request.body.outcome === 'full_refund') assertOpsMay(request, 'disputes.refund');
    return { status: 200, message: disputeMessages.resolved, data: await resolveDispute(deps, request.params.id, request.body) };
  });
};
