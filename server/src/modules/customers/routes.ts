import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerChangePasswordEndpoint,
  customerConfirmMobileEndpoint,
  customerMobileCodeStatusEndpoint,
  customerResendMobileCodeEndpoint,
  otpStatusEndpoint,
  customerDetailsEndpoint,
  customerLoginEndpoint,
  customerLogoutEndpoint,
  customerProfileEndpoint,
  customerRegisterEndpoint,
  deleteCustomerAccountEndpoint,
  forgotPasswordEndpoint,
  resendOtpEndpoint,
  resetPasswordEndpoint,
  updateCustomerProfileEndpoint,
  verifyOtpEndpoint,
  verifyResetCodeEndpoint,
} from '@servenear/shared/endpoints';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { loginRateLimit, perIpRateLimit, uploadRateLimit } from '../../plugins/rateLimits';
import { registerMobileChangeRoutes, registerPasswordResetRoutes } from '../accounts/codeRoutes';
import { accountTexts } from '../accounts/messages';
import { accountMessages, authenticate, changePassword, loadAccount, userDetails } from '../accounts/service';
import { forgetSessionCookie, logout, signIn } from '../sessions/http';
import { endOtherSessions } from '../sessions/service';
import { readProfileForm } from './profileForm';
import { deleteCustomerAccount, registerCustomer, sendVerificationCode, updateCustomerProfile, verificationCodeTimings, verifyMobile } from './service';
import { timingsWire } from '../otp/wire';

/** Customer calls (customer §7), mounted under /api/user. */
export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const limits = context.config.rateLimits;
  const customer = { preValidation: requireRole('user') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  routeOf(app, customerRegisterEndpoint, perIpRateLimit(limits.registrationsPerHour, '1 hour'), async (request, reply) => {
    const success = await signIn(context, request, reply, await registerCustomer(context, request.body));
    return { status: 200, message: 'Registered successfully.', success };
  });

  // The login limits read the body's mobile after this schema has normalised it.
  routeOf(app, customerLoginEndpoint, loginRateLimit(app, limits), async (request, reply) => {
    const success = await signIn(context, request, reply, await authenticate(context, 'user', request.body));
    return { status: 200, message: 'Login Successfully.', success };
  });

  // The body's token is ignored: the session that made the request is the one ended.
  routeOf(app, customerLogoutEndpoint, customer, (request, reply) => logout(context, request, reply));

  // The body's phoneNumber is ignored: the code goes to the session's own number.
  routeOf(app, resendOtpEndpoint, customer, async (request) => ({
    status: 200,
    message: 'OTP has been resent successfully!',
    data: timingsWire(await sendVerificationCode(context, currentAccount(request), request.ip)),
  }));

  routeOf(app, otpStatusEndpoint, customer, async (request) => ({
    status: 200,
    data: timingsWire(await verificationCodeTimings(context, currentAccount(request))),
  }));

  registerMobileChangeRoutes(app, context, {
    status: customerMobileCodeStatusEndpoint,
    resend: customerResendMobileCodeEndpoint,
    confirm: customerConfirmMobileEndpoint,
    resentMessage: 'OTP has been resent successfully!',
    signedIn: customer,
  });

  routeOf(app, verifyOtpEndpoint, customer, async (request) => {
    await verifyMobile(context, currentAccount(request), request.body.otp);
    return { status: 200, message: 'OTP Verified', data: { is_verified: 1 as const } };
  });

  registerPasswordResetRoutes(app, context, { role: 'user', forgot: forgotPasswordEndpoint, verify: verifyResetCodeEndpoint, reset: resetPasswordEndpoint });

  routeOf(app, customerChangePasswordEndpoint, customer, async (request) => {
    await changePassword(context, ownId(request), request.body);
    // As a reset does: whoever knew the old password is signed out, this device stays.
    await endOtherSessions(context.db, context.clock, currentAccount(request));
    return { status: 200, message: accountMessages.passwordChanged };
  });

  for (const endpoint of [customerDetailsEndpoint, customerProfileEndpoint]) {
    routeOf(app, endpoint, customer, async (request) => ({
      status: 200,
      data: userDetails(await loadAccount(context, ownId(request)), context.mediaLinks),
    }));
  }

  // Multipart (the photo): readProfileForm checks the fields (the definition's body) and the photo.
  routeOf(app, updateCustomerProfileEndpoint, { ...customer, ...uploadRateLimit(app, limits) }, async (request) => {
    const account = await updateCustomerProfile(context, ownId(request), await readProfileForm(request), request.ip);
    const message = account.pendingMobile ? accountTexts.profile.updatedCodeSent : accountTexts.profile.updated;
    return { status: 200, message, data: userDetails(account, context.mediaLinks) };
  });

  // A GET in the spec that deletes: guarded against cross-site navigation like a POST.
  routeOf(app, deleteCustomerAccountEndpoint, { preValidation: requireRole('user', { changesState: true }) }, async (request, reply) => {
    await deleteCustomerAccount(context, ownId(request));
    forgetSessionCookie(reply, context);
    return { status: 200, message: 'Your account has been deleted.' };
  });
};
