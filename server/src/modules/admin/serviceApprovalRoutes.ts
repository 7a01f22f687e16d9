import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approveServiceSchema, rejectServiceSchema, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { pendingPartnerServiceWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { envelope, idParams, messageReply, ok } from '../../http/replies';
import { requireRole } from '../../plugins/auth';
import { approvePartnerService, listPartnerServiceOffers, partnerServicesQuerySchema, rejectPartnerService } from './serviceApprovals';

/** An offer's action id in the path; a well-formed id of no partner's own service is a 404. */
const offerParams = idParams('id');

/** Admin calls under /api/admin: approval of the services partners name themselves (issue 14). */
export const adminServiceApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };

  app.get(
    '/partner-services',
    {
      ...admin,
      schema: {
        summary: 'Partners’ own services ("other" and added) by approval, oldest first',
        description: '`approval` is pending (the default), rejected or approved.',
        querystring: partnerServicesQuerySchema,
        response: ok(envelope(z.array(pendingPartnerServiceWire))),
      },
    },
    async (request) => ({ status: 200, data: await listPartnerServiceOffers(context, request.query.approval) }),
  );

  app.post(
    '/partner-services/:id/approve',
    {
      ...admin,
      schema: {
        summary: 'Approve a partner’s own service',
        description:
          'Links it to the subcategory’s catalogue service of that name (any case), or makes that service with `rate_per_day` and ' +
          '`rate_per_hour` (then both are required, 422). The same name in another subcategory, or a service the partner already ' +
          'offers, is a 409; so is an offer no longer pending. The partner is told.',
        params: offerParams,
        body: approveServiceSchema,
        response: ok(messageReply),
      },
    },
    async (request) => {
      await approvePartnerService(context, request.params.id, request.body);
      return { status: 200, message: serviceFormMessages.approved };
    },
  );

  app.post(
    '/partner-services/:id/reject',
    {
      ...admin,
      schema: {
        summary: 'Reject a partner’s own service, telling them why',
        description: 'An offer no longer pending is a 409. The partner may edit it, which asks for approval again.',
        params: offerParams,
        body: rejectServiceSchema,
        response: ok(messageReply),
      },
    },
    async (request) => {
      await rejectPartnerService(context, request.params.id, request.body);
      return { status: 200, message: serviceFormMessages.serviceRejected };
    },
  );
};
