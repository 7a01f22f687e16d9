import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsBankChangesEndpoint,
  opsLoginEndpoint,
  opsLogoutEndpoint,
  opsPartnerEndpoint,
  opsPartnerKycEndpoint,
  opsPartnersEndpoint,
  opsReinstatePartnerEndpoint,
  opsRejectPartnerEndpoint,
  opsSuspendPartnerEndpoint,
  opsVerifyBankEndpoint,
  opsVerifyPartnerEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { loginRateLimit } from '../../plugins/rateLimits';
import { authenticate } from '../accounts/service';
import { logout, signIn } from '../sessions/http';
import { bankChanges, partnerKyc, reinstatePartner, suspendPartner, verifyBankDetails } from './partnerStanding';
import { adminMessages, listPartners, partnerDetails, rejectPartner, verifyPartner } from './service';

/** Admin calls under /api/admin: partner verification (issue 3), KYC and suspension (issue 36). */
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

  // Issue 36: KYC, changed bank details, suspension. Each decision is logged with the admin who made it.
  const audit = (request: FastifyRequest, action: string, details: object = {}) =>
    request.log.info({ audit: { action, admin: currentAccount(request).userId, partner: (request.params as { id: number }).id, ...details } }, `admin: ${action}`);

  routeOf(app, opsPartnerKycEndpoint, admin, async (request) => ({ status: 200, data: await partnerKyc(context, request.params.id) }));

  routeOf(app, opsBankChangesEndpoint, admin, async () => ({ status: 200, data: await bankChanges(context) }));

  routeOf(app, opsVerifyBankEndpoint, admin, async (request) => {
    await verifyBankDetails(context, request.params.id);
    audit(request, 'bank details verified');
    return { status: 200, message: adminMessages.bankVerified };
  });

  routeOf(app, opsSuspendPartnerEndpoint, admin, async (request) => {
    const data = await suspendPartner(context, request.params.id, request.body);
    audit(request, 'partner suspended', { reason: request.body.reason, ...data });
    return { status: 200, message: adminMessages.suspended, data };
  });

  routeOf(app, opsReinstatePartnerEndpoint, admin, async (request) => {
    await reinstatePartner(context, request.params.id);
    audit(request, 'partner reinstated');
    return { status: 200, message: adminMessages.reinstated };
  });
};
