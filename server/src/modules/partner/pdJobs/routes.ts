import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerPdJobEndpoint, partnerPdJobsEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { pdJobFor, pdJobsFor } from './service';

/** A partner's Pass Fast Express jobs (issue 15), mounted under /api/employee. */
export const partnerPdJobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };

  routeOf(app, partnerPdJobsEndpoint, partnerOnly, async (request) => ({ status: 200, data: await pdJobsFor(context, currentAccount(request).userId) }));

  routeOf(app, partnerPdJobEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await pdJobFor(context, currentAccount(request).userId, request.params.id),
  }));
};
