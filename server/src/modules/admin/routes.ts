import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsLoginEndpoint,
  opsLogoutEndpoint,
  opsPartnerEndpoint,
  opsPartnersEndpoint,
  opsRejectPartnerEndpoint,
  opsVerifyPartnerEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { requireRole } from '../../plugins/auth';
import { loginRateLimit } from '../../plugins/rateLimits';
import { authenticate } from '../accounts/service';
import { logout, signIn } from '../sessions/http';
import { adminMessages, listPartners, partnerDetails, rejectPartner, verifyPartner } from './service';

/** Admin calls under /api/admin: partner verification (issue 3). */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };

  // The login limits read the body's mobile after this schema has normalised it.
  routeOf(app, opsLoginEndpoint, loginRateLimit(app, context.config.rateLimits), async (request, reply) => {
    // The staff reply is the customer's without the mobile number (partner §3).
    const { mobile: _mobile, ...success } = await signIn(context, reply, await authenticate(context, 'admin', request.body));
    return { status: 200, message: 'Login Successfully.', success };
  });

  // The body's token is ignored: the session that made the request is the one ended.
  routeOf(app, opsLogoutEndpoint, admin, (request, reply) => logout(context, request, reply));

  routeOf(app, opsPartnersEndpoint, admin, async (request) => ({ status: 200, data: await listPartners(context, request.query.status) }));

  // Any status: ops may look again at a verified or rejected partner's ID proofs.
  routeOf(app, opsPartnerEndpoint, admin, async (request) => ({ status: 200, data: await partnerDetails(context, request.params.id) }));

  // Verifying reads no body: whatever is sent is dropped.
  routeOf(app, opsVerifyPartnerEndpoint, admin, async (request) => {
    await verifyPartner(context, request.params.id);
    return { status: 200, message: adminMessages.verified };
  });

  routeOf(app, opsRejectPartnerEndpoint, admin, async (request) => {
    await rejectPartner(context, request.params.id, request.body);
    return { status: 200, message: adminMessages.rejected };
  });
};
