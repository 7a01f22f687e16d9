import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiryOpsMessages } from '@servenear/shared/enquiry-schemas';
import {
  opsAllocateEnquiryEndpoint,
  opsAnswerEnquiryEndpoint,
  opsEnquiriesEndpoint,
  opsEnquiryEndpoint,
  opsEnquiryPartnersEndpoint,
  opsRejectEnquiryEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { opsOnly } from '../../plugins/opsGuard';
import { allocatePd, answerEnquiry, enquiryForOps, enquiryPageForOps, listPartnersNear, rejectEnquiry, type EnquiryOpsDeps } from '../enquiries/ops';

/** Admin calls under /api/admin: customers' service enquiries and Pass Fast Express requests (issue 15). */
export const adminEnquiryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const read = opsOnly('enquiries.read');
  const decide = opsOnly('enquiries.decide');
  const deps: EnquiryOpsDeps = { db: context.db, clock: context.clock, nearRadiusKm: context.config.nearRadiusKm };

  routeOf(app, opsEnquiriesEndpoint, read, (request) => enquiryPageForOps(context, request.query));

  routeOf(app, opsEnquiryEndpoint, read, async (request) => ({ status: 200, data: await enquiryForOps(context, request.params.id) }));

  routeOf(app, opsAnswerEnquiryEndpoint, decide, async (request) => {
    await answerEnquiry(deps, request.params.id, request.body);
    return { status: 200, message: enquiryOpsMessages.answered };
  });

  routeOf(app, opsRejectEnquiryEndpoint, decide, async (request) => {
    await rejectEnquiry(deps, request.params.id, request.body);
    return { status: 200, message: enquiryOpsMessages.rejected };
  });

  routeOf(app, opsEnquiryPartnersEndpoint, read, async (request) => ({ status: 200, data: await listPartnersNear(deps, request.params.id) }));

  routeOf(app, opsAllocateEnquiryEndpoint, decide, async (request) => {
    await allocatePd(deps, request.params.id, request.body);
    return { status: 200, message: enquiryOpsMessages.allocated };
  });
};
