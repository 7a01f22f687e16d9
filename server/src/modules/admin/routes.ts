import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '@servenear/shared/schemas';
import { adminLoginReplyWire, partnerListItemWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { emptyBody, envelope, idParams, messageReply, ok } from '../../http/replies';
import { requireRole } from '../../plugins/auth';
import { loginRateLimit } from '../../plugins/rateLimits';
import { authenticate } from '../accounts/service';
import { logout, signIn } from '../sessions/http';
import { adminMessages, listPartners, partnerDetails, partnersQuerySchema, rejectionSchema, rejectPartner, verifyPartner } from './service';

/** A partner's account id in the path; a well-formed id of no partner is a 404. */
const partnerParams = idParams('id');

/** Admin calls under /api/admin: partner verification (issue 3). */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };

  // The login limits read the body's mobile after this schema has normalised it.
  app.post(
    '/login',
    { ...loginRateLimit(app, context.config.rateLimits), schema: { body: loginSchema, response: ok(adminLoginReplyWire) } },
    async (request, reply) => {
      // The staff reply is the customer's without the mobile number (partner §3).
      const { mobile: _mobile, ...success } = await signIn(context, reply, await authenticate(context, 'admin', request.body));
      return { status: 200, message: 'Login Successfully.', success };
    },
  );

  // The body's token is ignored: the session that made the request is the one ended.
  app.post('/logout', { ...admin, schema: { body: emptyBody, response: ok(messageReply) } }, (request, reply) =>
    logout(context, request, reply),
  );

  app.get(
    '/partners',
    { ...admin, schema: { querystring: partnersQuerySchema, response: ok(envelope(z.array(partnerListItemWire))) } },
    async (request) => ({ status: 200, data: await listPartners(context, request.query.status) }),
  );

  // Any status: ops may look again at a verified or rejected partner's ID proofs.
  app.get(
    '/partners/:id',
    { ...admin, schema: { params: partnerParams, response: ok(envelope(partnerListItemWire)) } },
    async (request) => ({ status: 200, data: await partnerDetails(context, request.params.id) }),
  );

  // Verifying reads no body: whatever is sent is dropped.
  app.post(
    '/partners/:id/verify',
    { ...admin, schema: { params: partnerParams, body: emptyBody, response: ok(messageReply) } },
    async (request) => {
      await verifyPartner(context, request.params.id);
      return { status: 200, message: adminMessages.verified };
    },
  );

  app.post(
    '/partners/:id/reject',
    { ...admin, schema: { params: partnerParams, body: rejectionSchema, response: ok(messageReply) } },
    async (request) => {
      await rejectPartner(context, request.params.id, request.body);
      return { status: 200, message: adminMessages.rejected };
    },
  );
};
