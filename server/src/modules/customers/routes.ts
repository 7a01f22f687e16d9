import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  otpSchema,
  resendOtpSchema,
  resetCodeSchema,
  resetPasswordSchema,
  signUpSchema,
} from '@servenear/shared/schemas';
import { authReplyWire, otpVerifiedWire, resetTokenWire, userProfileWire } from '@servenear/shared/wire';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { emptyBody, envelope, messageEnvelope, messageReply, ok } from '../../http/replies';
import { currentAccount, requireRole } from '../../plugins/auth';
import { loginRateLimit, perIpRateLimit } from '../../plugins/rateLimits';
import { accountMessages, authenticate, changePassword, loadAccount, userDetails } from '../accounts/service';
import { forgetSessionCookie, logout, signIn } from '../sessions/http';
import { endOtherSessions } from '../sessions/service';
import { requestPasswordReset, resetMessages, resetPassword, verifyResetCode } from './passwordReset';
import { readProfileForm } from './profileForm';
import { deleteCustomerAccount, registerCustomer, sendVerificationCode, updateCustomerProfile, verifyMobile } from './service';

const profileReply = ok(envelope(userProfileWire));

/** Customer calls (customer §7), mounted under /api/user. */
export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const limits = context.config.rateLimits;
  const customer = { preValidation: requireRole('user') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  app.post(
    '/user-register',
    { ...perIpRateLimit(limits.registrationsPerHour, '1 hour'), schema: { body: signUpSchema, response: ok(authReplyWire) } },
    async (request, reply) => {
      const success = await signIn(context, reply, await registerCustomer(context, request.body));
      return { status: 200, message: 'Registered successfully.', success };
    },
  );

  // The login limits read the body's mobile after this schema has normalised it.
  app.post('/login', { ...loginRateLimit(app, limits), schema: { body: loginSchema, response: ok(authReplyWire) } }, async (request, reply) => {
    const success = await signIn(context, reply, await authenticate(context, 'user', request.body));
    return { status: 200, message: 'Login Successfully.', success };
  });

  // The body's token is ignored: the session that made the request is the one ended.
  app.post('/logout', { ...customer, schema: { body: emptyBody, response: ok(messageReply) } }, (request, reply) =>
    logout(context, request, reply),
  );

  // The body's phoneNumber is ignored: the code goes to the session's own number.
  app.post('/resend-otp', { ...customer, schema: { body: resendOtpSchema, response: ok(messageReply) } }, async (request) => {
    await sendVerificationCode(context, currentAccount(request), request.ip);
    return { status: 200, message: 'OTP has been resent successfully!' };
  });

  app.post('/verify-otp', { ...customer, schema: { body: otpSchema, response: ok(messageEnvelope(otpVerifiedWire)) } }, async (request) => {
    await verifyMobile(context, currentAccount(request), request.body.otp);
    return { status: 200, message: 'OTP Verified', data: { is_verified: 1 as const } };
  });

  app.post(
    '/forgot-password',
    { ...perIpRateLimit(limits.forgotPasswordPerHour, '1 hour'), schema: { body: forgotPasswordSchema, response: ok(messageReply) } },
    async (request) => {
      await requestPasswordReset(context, request.body.mobile, request.ip, request.log);
      return { status: 200, message: resetMessages.codeSent };
    },
  );

  app.post(
    '/verify-reset-otp',
    { ...loginRateLimit(app, limits), schema: { body: resetCodeSchema, response: ok(envelope(resetTokenWire)) } },
    async (request) => ({ status: 200, data: { reset_token: await verifyResetCode(context, request.body) } }),
  );

  app.post(
    '/reset-password',
    { ...perIpRateLimit(limits.loginsPer15Min, '15 minutes'), schema: { body: resetPasswordSchema, response: ok(messageReply) } },
    async (request) => {
      await resetPassword(context, request.body);
      return { status: 200, message: resetMessages.done };
    },
  );

  app.post('/changepassword', { ...customer, schema: { body: changePasswordSchema, response: ok(messageReply) } }, async (request) => {
    await changePassword(context, ownId(request), request.body);
    // As a reset does: whoever knew the old password is signed out, this device stays.
    await endOtherSessions(context.db, context.clock, currentAccount(request));
    return { status: 200, message: accountMessages.passwordChanged };
  });

  for (const path of ['/user-details', '/userprofile']) {
    app.get(path, { ...customer, schema: { response: profileReply } }, async (request) => ({
      status: 200,
      data: userDetails(await loadAccount(context, ownId(request))),
    }));
  }

  // Multipart (the photo), so no body schema: readProfileForm checks the fields and the photo.
  app.post(
    '/updateprofile',
    { ...customer, schema: { consumes: ['multipart/form-data'], response: ok(messageEnvelope(userProfileWire)) } },
    async (request) => {
      const account = await updateCustomerProfile(context, ownId(request), await readProfileForm(request));
      return { status: 200, message: 'Profile updated successfully.', data: userDetails(account) };
    },
  );

  // A GET in the spec that deletes: guarded against cross-site navigation like a POST.
  app.get(
    '/deleteacount',
    { preValidation: requireRole('user', { changesState: true }), schema: { response: ok(messageReply) } },
    async (request, reply) => {
      await deleteCustomerAccount(context, ownId(request));
      forgetSessionCookie(reply, context);
      return { status: 200, message: 'Your account has been deleted.' };
    },
  );
};
