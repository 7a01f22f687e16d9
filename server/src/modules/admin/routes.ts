import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsBankChangesEndpoint,
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
import { requireRole } from '../../plugins/auth';
import { auditNote, opsOnly } from '../../plugins/opsGuard';
import { logout } from '../sessions/http';
import { bankChanges, partnerKyc, reinstatePartner, suspendPartner, verifyBankDetails } from './partnerStanding';
import { adminMessages, partnerDetails, partnerPage, rejectPartner, verifyPartner } from './service';

/**
 * Admin calls under /api/admin: partner verification (issue 3), KYC and suspension (issue 36).
 * Sign-in is ops/routes.ts (issue 39). Each change that succeeds is written to the ops audit log
 * by the guard's hook (plugins/opsGuard.ts), with the member who made it.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {

  // The body's token is ignored: the session that made the request is the one ended. Any admin
  // session, a disabled member's too: ending one's own session is no ops action.
  routeOf(app, opsLogoutEndpoint, { preValidation: requireRole('admin') }, (request, reply) => logout(context, request, reply));

  routeOf(app, opsPartnersEndpoint, opsOnly('partners.read'), (request) => partnerPage(context, request.query));

  // Any status: ops may look again at a verified or rejected partner's ID proofs.
  routeOf(app, opsPartnerEndpoint, opsOnly('partners.read'), async (request) => ({ status: 200, data: await partnerDetails(context, request.params.id) }));

  // Verifying reads no body: whatever is sent is dropped.
  routeOf(app, opsVerifyPartnerEndpoint, opsOnly('partners.verify'), async (request) => {
    await verifyPartner(context, request.params.id);
    return { status: 200, message: adminMessages.verified };
  });

  routeOf(app, opsRejectPartnerEndpoint, opsOnly('partners.verify'), async (request) => {
    await rejectPartner(context, request.params.id, request.body);
    return { status: 200, message: adminMessages.rejected };
  });

  // Issue 36: KYC, changed bank details, suspension.
  routeOf(app, opsPartnerKycEndpoint, opsOnly('partners.kyc'), async (request) => ({ status: 200, data: await partnerKyc(context, request.params.id) }));

  routeOf(app, opsBankChangesEndpoint, opsOnly('partners.kyc'), async () => ({ status: 200, data: await bankChanges(context) }));

  routeOf(app, opsVerifyBankEndpoint, opsOnly('partners.bank-verify'), async (request) => {
    await verifyBankDetails(context, request.params.id);
    return { status: 200, message: adminMessages.bankVerified };
  });

  routeOf(app, opsSuspendPartnerEndpoint, opsOnly('partners.suspend'), async (request) => {
    const data = await suspendPartner(context, request.params.id, request.body);
    // What the suspension did to his jobs, as the log line before issue 39 kept it.
    auditNote(request, { details: { after: data } });
    return { status: 200, message: adminMessages.suspended, data };
  });

  routeOf(app, opsReinstatePartnerEndpoint, opsOnly('partners.suspend'), async (request) => {
    await reinstatePartner(context, request.params.id);
    return { status: 200, message: adminMessages.reinstated };
  });
};
