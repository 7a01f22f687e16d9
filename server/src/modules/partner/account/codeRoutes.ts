import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerConfirmMobileEndpoint,
  partnerConfirmRegistrationEndpoint,
  partnerForgotPasswordEndpoint,
  partnerMobileCodeStatusEndpoint,
  partnerRegistrationCodeStatusEndpoint,
  partnerResendMobileCodeEndpoint,
  partnerResendRegistrationCodeEndpoint,
  partnerResetPasswordEndpoint,
  partnerVerifyResetCodeEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { requireRole } from '../../../plugins/auth';
import { loginRateLimit, perIpRateLimit } from '../../../plugins/rateLimits';
import { registerMobileChangeRoutes, registerPasswordResetRoutes } from '../../accounts/codeRoutes';
import { timingsWire } from '../../otp/wire';
import { confirmRegistrationMobile, partnerCodeMessages, registrationCodeTimings, resendRegistrationCode } from './mobileCode';

/**
 * The partner's texted codes (ours), under /api/employee: the registration code, a new login
 * number's code and forgot-password, the customer's flows with the same code machinery
 * (modules/otp: hashed codes, 5 tries, expiry, cool-down, hourly caps per number and address).
 */
export const partnerCodeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const limits = context.config.rateLimits;

  routeOf(app, partnerRegistrationCodeStatusEndpoint, loginRateLimit(app, limits), async (request) => ({
    status: 200,
    data: timingsWire(await registrationCodeTimings(context, request.body.mobile)),
  }));

  routeOf(app, partnerResendRegistrationCodeEndpoint, perIpRateLimit(limits.forgotPasswordPerHour, '1 hour'), async (request) => ({
    status: 200,
    message: 'Otp Resend successfully!',
    data: timingsWire(await resendRegistrationCode(context, request.body.mobile, request.ip)),
  }));

  // Guessing codes is what the login limits (per address and number) are for.
  routeOf(app, partnerConfirmRegistrationEndpoint, loginRateLimit(app, limits), async (request) => {
    await confirmRegistrationMobile(context, request.body);
    return { status: 200, message: partnerCodeMessages.confirmed };
  });

  registerMobileChangeRoutes(app, context, {
    status: partnerMobileCodeStatusEndpoint,
    resend: partnerResendMobileCodeEndpoint,
    confirm: partnerConfirmMobileEndpoint,
    resentMessage: 'Otp Resend successfully!',
    signedIn: { preValidation: requireRole('employee') },
  });

  registerPasswordResetRoutes(app, context, {
    role: 'employee',
    forgot: partnerForgotPasswordEndpoint,
    verify: partnerVerifyResetCodeEndpoint,
    reset: partnerResetPasswordEndpoint,
  });
};
