import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsArrivalRequestsEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { opsOnly } from '../../plugins/opsGuard';
import { arrivalRequestsForOps } from './arrivalRequests';

/** Admin calls under /api/admin: the arrival requests (issue 37, ours). */
export const adminArrivalRequestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  routeOf(app, opsArrivalRequestsEndpoint, opsOnly('arrival-requests.read'), async (request) => ({ status: 200, data: await arrivalRequestsForOps(context, request.query.page) }));
};
