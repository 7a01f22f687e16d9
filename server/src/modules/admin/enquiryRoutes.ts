import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiryOpsMessages } from '@servenear/shared/enquiry-schemas';
import {
  opsAllocateEnquiryEndpoint,
  opsAnswerEnquiryEndpoint,
  opsEnquiriesEndpoint,
  opsEnquiryPartnersEndpoint,
  opsRejectEnquiryEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { requireRole } from '../../plugins/auth';
import { allocatePd, answerEnquiry, listEnquiriesForOps, listPartnersNear, rejectEnquiry, type EnquiryOpsDeps } from '../enquiries/ops';

/** Admin calls under /api/admin: customers' service enquiries and Pass Fast Express requests (issue 15). */
export const adminEnquiryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };
  const deps: EnquiryOpsDeps = { db: context.db, clock: context.clock, nearRadiusKm: context.config.nearRadiusKm };

  routeOf(app, opsEnquiriesEndpoint, admin, async (request) => ({ status: 200, data: await listEnquiriesForOps(context, request.query) }));

  routeOf(app, opsAnswerEnquiryEndpoint, admin, async (request) => {
    await answerEnquiry(deps, request.params.id, request.body);
    return { status: 200, message: enquiryOpsMessages.answered };
  });

  routeOf(app, opsRejectEnquiryEndpoint, admin, async (request) => {
    await rejectEnquiry(deps, request.params.id, request.body);
    return { status: 200, message: enquiryOpsMessages.rejected };
  });

  routeOf(app, opsEnquiryPartnersEndpoint, admin, async (request) => ({ status: 200, data: await listPartnersNear(deps, request.params.id) }));

  routeOf(app, opsAllocateEnquiryEndpoint, admin, async (request) => {
    await allocatePd(deps, request.params.id, request.body);
    return { status: 200, message: enquiryOpsMessages.allocated };
  });
};
