import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_WORK_AREAS, workAreaMessages, workAreaRequestSchema } from '@servenear/shared/schemas';
import { workAreasWire, workAreaWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { envelope, errorResponses, idParams, messageEnvelope, messageReply, ok } from '../../../http/replies';
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

  app.get(
    '/work-areas',
    {
      ...partnerOnly,
      schema: {
        summary: "The partner's work places and the limits of the form",
        description: 'Each place with its radius in km; `max_radius_km` is the site’s near-me radius, the largest a place may have.',
        response: ok(envelope(workAreasWire)),
      },
    },
    async (request) => ({ status: 200, data: await partnerPlaces(context, ownId(request)) }),
  );

  app.post(
    '/work-areas',
    {
      ...partnerOnly,
      schema: {
        summary: 'Add a work place',
        description:
          'From `address` (geocoded on the server; an address it cannot place, or that could be in several places, is refused on `address`) ' +
          'or from the device’s `latitude` and `longitude`, with `radius_km` from 1 to the site’s maximum and an optional `label`. ' +
          `At most ${MAX_WORK_AREAS} places (422 on \`form\`).`,
        body: workAreaRequestSchema(maximumRadiusKm(context)),
        response: { 201: messageEnvelope(workAreaWire), ...errorResponses },
      },
    },
    async (request, reply) => {
      const place = await addPartnerPlace(context, ownId(request), request.body);
      return reply.code(201).send({ status: 201, message: workAreaMessages.added, data: place });
    },
  );

  app.delete(
    '/work-areas/:id',
    {
      ...partnerOnly,
      schema: { summary: 'Delete one of the partner’s own work places (404 for any other)', params: idParams('id'), response: ok(messageReply) },
    },
    async (request) => {
      await deletePartnerPlace(context, ownId(request), request.params.id);
      return { status: 200, message: workAreaMessages.deleted };
    },
  );
};
