import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerChangePasswordEndpoint,
  partnerLoginEndpoint,
  partnerLogoutEndpoint,
  partnerProfileEndpoint,
  partnerRegisterEndpoint,
  partnerUpdateBankEndpoint,
  partnerUpdateProfileEndpoint,
} from '@servenear/shared/endpoints';
import { partnerMessages } from '@servenear/shared/schemas';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { errorResponses, idParams } from '../../../http/replies';
import { notFound } from '../../../lib/httpError';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { assertOpsMay } from '../../../plugins/opsGuard';
import { loginRateLimit, perIpRateLimit, uploadRateLimit } from '../../../plugins/rateLimits';
import { accountTexts } from '../../accounts/messages';
import { accountMessages, changePassword } from '../../accounts/service';
import { logout, signIn } from '../../sessions/http';
import { endOtherSessions } from '../../sessions/service';
import { idProofTypes } from '../../media/fileType';
import { mediaTexts } from '../../media/messages';
import { readPartnerProfileUpdate, readPartnerRegistration } from './forms';
import { registerPartner } from './registration';
import { sendRegistrationCode } from './mobileCode';
import { timingsWire } from '../../otp/wire';
import { authenticatePartner, partnerProfile, idProofFor, updatePartnerBank, updatePartnerProfile } from './service';

/** The stored bytes, sent as they are (Fastify passes a Buffer by the JSON serializer). */
const proofBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** An ID proof's bytes, in the type it was stored as (detected from its content at upload). */
const idProofResponse = {
  200: {
    description: 'An ID proof, as an attachment.',
    content: Object.fromEntries(idProofTypes.map((type) => [type, { schema: proofBytes }])),
  },
  ...errorResponses,
};

/** Partner calls (partner §7), mounted under /api/employee. */
export const partnerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const limits = context.config.rateLimits;
  const partnerOnly = { preValidation: requireRole('employee') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  // Multipart (the ID proofs), so no body schema: readPartnerRegistration checks fields and files.
  // The new partner's number is then confirmed by the code texted to it (./mobileCode.ts).
  routeOf(app, partnerRegisterEndpoint, { ...perIpRateLimit(limits.partnerRegistrationsPerHour, '1 hour'), ...uploadRateLimit(app, limits) }, async (request) => {
    const registration = await readPartnerRegistration(request);
    const id = await registerPartner(context, registration);
    const code = await sendRegistrationCode(context, { id, mobile: registration.fields.mobile }, request.ip, request.log);
    return { status: 200, message: partnerMessages.registered, data: code ? { id, code: timingsWire(code) } : { id } };
  });

  // The login limits read the body's mobile after this schema has normalised it.
  routeOf(app, partnerLoginEndpoint, loginRateLimit(app, limits), async (request, reply) => {
    // The staff reply is the customer's without the mobile number (partner §3).
    const { mobile: _mobile, ...success } = await signIn(context, request, reply, await authenticatePartner(context, request.body));
    return { status: 200, message: 'Login Successfully.', success };
  });

  // The body's token is ignored: the session that made the request is the one ended.
  routeOf(app, partnerLogoutEndpoint, partnerOnly, (request, reply) => logout(context, request, reply));

  routeOf(app, partnerProfileEndpoint, partnerOnly, async (request) => ({
    status: 200,
    success: true as const,
    data: await partnerProfile(context, ownId(request)),
  }));

  // Multipart (the photo), so no body schema: readPartnerProfileUpdate checks fields and photo.
  routeOf(app, partnerUpdateProfileEndpoint, { ...partnerOnly, ...uploadRateLimit(app, limits) }, async (request) => {
    const codeSent = await updatePartnerProfile(context, ownId(request), await readPartnerProfileUpdate(request), request.ip);
    return { status: 200, message: codeSent ? accountTexts.profile.updatedCodeSent : accountTexts.profile.updated };
  });

  routeOf(app, partnerUpdateBankEndpoint, partnerOnly, async (request) => ({
    status: 200,
    message: await updatePartnerBank(context, ownId(request), request.body),
  }));

  routeOf(app, partnerChangePasswordEndpoint, partnerOnly, async (request) => {
    await changePassword(context, ownId(request), request.body);
    // As a reset does: whoever knew the old password is signed out, this device stays.
    await endOtherSessions(context.db, context.clock, currentAccount(request));
    return { status: 200, message: accountMessages.passwordChanged };
  });

  app.get(
    '/id-proofs/:proofId',
    {
      // Any signed-in role reaches the check, so a customer gets the same 404 as another partner.
      preValidation: requireRole(['user', 'employee', 'admin']),
      schema: { params: idParams('proofId'), response: idProofResponse },
    },
    async (request, reply) => {
      // Issue 39: ops see any partner's proofs only with partners.read (verification, support).
      if (currentAccount(request).role === 'admin') assertOpsMay(request, 'partners.read');
      const proof = await idProofFor(context, currentAccount(request), request.params.proofId);
      const bytes = await context.uploads.read('id-proofs', proof.fileName);
      if (!bytes) throw notFound(mediaTexts.fileNotFound);
      return reply
        .type(proof.mime)
        .header('Content-Disposition', `attachment; filename="id-proof-${proof.id}.${proof.fileName.split('.').pop()}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
};
