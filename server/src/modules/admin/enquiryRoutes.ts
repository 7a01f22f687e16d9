import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enquiryAnswerSchema, enquiryOpsMessages, enquiryRejectSchema, pdAllocateSchema } from '@servenear/shared/enquiry-schemas';
import { adminEnquiryWire, pdPartnerChoiceWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { envelope, idParams, messageReply, ok } from '../../http/replies';
import { requireRole } from '../../plugins/auth';
import { allocatePd, answerEnquiry, enquiriesQuerySchema, listEnquiriesForOps, listPartnersNear, rejectEnquiry, type EnquiryOpsDeps } from '../enquiries/ops';

/** An enquiry's id in the path; a well-formed id of no enquiry is a 404. */
const enquiryParams = idParams('id');

/** Admin calls under /api/admin: customers' service enquiries and Pass Fast Express requests (issue 15). */
export const adminEnquiryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };
  const deps = (request: FastifyRequest): EnquiryOpsDeps => ({
    db: context.db,
    clock: context.clock,
    nearRadiusKm: context.config.nearRadiusKm,
    sms: context.sms,
    log: request.log,
  });

  app.get(
    '/enquiries',
    {
      ...admin,
      schema: {
        summary: 'Service enquiries and Pass Fast Express requests by status, oldest first',
        description: '`status` is pending (the default), enquired or rejected; `kind` (service or pd) narrows to one kind.',
        querystring: enquiriesQuerySchema,
        response: ok(envelope(z.array(adminEnquiryWire))),
      },
    },
    async (request) => ({ status: 200, data: await listEnquiriesForOps(context, request.query) }),
  );

  app.post(
    '/enquiries/:id/answer',
    {
      ...admin,
      schema: {
        summary: 'Answer a pending enquiry, maybe with a quote in rupees',
        description:
          'pending → enquired. `message` is what the customer reads; `quote` is whole rupees (1 to 10,00,000). An enquiry no longer ' +
          'pending is a 409: of two ops deciding at once exactly one wins. The customer is notified, and sent an SMS.',
        params: enquiryParams,
        body: enquiryAnswerSchema,
        response: ok(messageReply),
      },
    },
    async (request) => {
      await answerEnquiry(deps(request), request.params.id, request.body);
      return { status: 200, message: enquiryOpsMessages.answered };
    },
  );

  app.post(
    '/enquiries/:id/reject',
    {
      ...admin,
      schema: {
        summary: 'Reject a pending enquiry, telling the customer why',
        description: 'pending → rejected; the reason is stored as the answer. An enquiry no longer pending is a 409.',
        params: enquiryParams,
        body: enquiryRejectSchema,
        response: ok(messageReply),
      },
    },
    async (request) => {
      await rejectEnquiry(deps(request), request.params.id, request.body);
      return { status: 200, message: enquiryOpsMessages.rejected };
    },
  );

  app.get(
    '/enquiries/:id/partners',
    {
      ...admin,
      schema: {
        summary: 'Verified partners near a Pass Fast Express request’s From address, nearest first',
        description:
          'Partners one of whose work places reaches the From address (its radius, at most the near-me radius), at most 20. Empty when ' +
          'the address could not be placed. A service enquiry is a 409.',
        params: enquiryParams,
        response: ok(envelope(z.array(pdPartnerChoiceWire))),
      },
    },
    async (request) => ({ status: 200, data: await listPartnersNear(deps(request), request.params.id) }),
  );

  app.post(
    '/enquiries/:id/allocate',
    {
      ...admin,
      schema: {
        summary: 'Allocate a Pass Fast Express request to a verified partner',
        description:
          'Pending or answered requests; a rejected one, a service enquiry or a partner not verified is a 409, no such partner a 404. ' +
          'Allocating again gives it to the new partner. The partner is notified, and sent an SMS.',
        params: enquiryParams,
        body: pdAllocateSchema,
        response: ok(messageReply),
      },
    },
    async (request) => {
      await allocatePd(deps(request), request.params.id, request.body);
      return { status: 200, message: enquiryOpsMessages.allocated };
    },
  );
};
