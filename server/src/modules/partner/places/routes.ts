import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addWorkAreaEndpoint, deleteWorkAreaEndpoint, workAreasEndpoint } from '@servenear/shared/endpoints';
import { workAreaMessages, workAreaRequestSchema } from '@servenear/shared/schemas';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { addPartnerPlace, deletePartnerPlace, maximumRadiusKm, partnerPlaces } from './service';

/**
 * Where a partner works (ours, issue 14), mounted under /api/employee: near-me lists and
 * allocation measure from these places, each within its own radius. Open to a partner still
 * waiting for verification, so the work area is ready the day they are verified.
 */
export const partnerPlaceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  routeOf(app, workAreasEndpoint, partnerOnly, async (request) => ({ status: 200, data: await partnerPlaces(context, ownId(request)) }));

  // A place's radius is bounded by this server's near-me radius: the body is checked with it.
  routeOf(app, addWorkAreaEndpoint, { ...partnerOnly, bodySchema: workAreaRequestSchema(maximumRadiusKm(context)) }, async (request, reply) => {
    const place = await addPartnerPlace(context, ownId(request), request.body);
    reply.code(201);
    return { status: 201, message: workAreaMessages.added, data: place };
  });

  routeOf(app, deleteWorkAreaEndpoint, partnerOnly, async (request) => {
    await deletePartnerPlace(context, ownId(request), request.params.id);
    return { status: 200, message: workAreaMessages.deleted };
  });
};
