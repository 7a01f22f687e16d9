import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceFormMessages } from '@servenear/shared/partner-schemas';
import { opsApprovePartnerServiceEndpoint, opsPartnerServicesEndpoint, opsRejectPartnerServiceEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { opsOnly } from '../../plugins/opsGuard';
import { approvePartnerService, partnerServiceOfferPage, rejectPartnerService } from './serviceApprovals';

/** Admin calls under /api/admin: approval of the services partners name themselves (issue 14). */
export const adminServiceApprovalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const verification = opsOnly('partner-services.decide');

  routeOf(app, opsPartnerServicesEndpoint, verification, async (request) => partnerServiceOfferPage(context, request.query));

  routeOf(app, opsApprovePartnerServiceEndpoint, verification, async (request) => {
    await approvePartnerService(context, request.params.id, request.body);
    return { status: 200, message: serviceFormMessages.approved };
  });

  routeOf(app, opsRejectPartnerServiceEndpoint, verification, async (request) => {
    await rejectPartnerService(context, request.params.id, request.body);
    return { status: 200, message: serviceFormMessages.serviceRejected };
  });
};
