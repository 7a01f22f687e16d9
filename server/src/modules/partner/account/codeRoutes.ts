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
import { currentAccount, requireRole } from '../../../plugins/auth';
import { loginRateLimit, perIpRateLimit } from '../../../plugins/rateLimits';
import { confirmMobileChange, mobileChangeMessages, mobileChangeTimings, resendMobileChangeCode } from '../../accounts/mobileChange';
import { requestPasswordReset, resetMessages, resetPassword, verifyResetCode } from '../../customers/passwordReset';
import { timingsWire } from '../../otp/wire';
import { confirmRegistrationMobile, partnerCodeMessages, registrationCodeTimings, resendRegistrationCode } from './mobileCode';

/**
 * The partner's texted codes (ours), under /api/employee: the registration code, a new login
 * number's code and forgot-password, the customer's flows with the same code machinery
 * (modules/otp: hashed codes, 5 tries, expiry, cool-down, hourly caps per number and address).
 */
export const partnerCodeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const limits = context.config.rateLimits;
  const partnerOnly = { preValidation: requireRole('employee') };

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

  routeOf(app, partnerMobileCodeStatusEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: timingsWire(await mobileChangeTimings(context, currentAccount(request).userId)),
  }));

  routeOf(app, partnerResendMobileCodeEndpoint, partnerOnly, async (request) => ({
    status: 200,
    message: 'Otp Resend successfully!',
    data: timingsWire(await resendMobileChangeCode(context, currentAccount(request).userId, request.ip)),
  }));

  routeOf(app, partnerConfirmMobileEndpoint, partnerOnly, async (request) => {
    await confirmMobileChange(context, currentAccount(request).userId, request.body.otp);
    return { status: 200, message: mobileChangeMessages.changed };
  });

  routeOf(app, partnerForgotPasswordEndpoint, perIpRateLimit(limits.forgotPasswordPerHour, '1 hour'), async (request) => {
    await requestPasswordReset(context, 'employee', request.body.mobile, request.ip, request.log);
    return { status: 200, message: resetMessages.codeSent };
  });

  routeOf(app, partnerVerifyResetCodeEndpoint, loginRateLimit(app, limits), async (request) => ({
    status: 200,
    data: { reset_token: await verifyResetCode(context, 'employee', request.body) },
  }));

  routeOf(app, partnerResetPasswordEndpoint, perIpRateLimit(limits.loginsPer15Min, '15 minutes'), async (request) => {
    await resetPassword(context, request.body);
    return { status: 200, message: resetMessages.done };
  });
};
