import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentAccount, requireRole } from '../../plugins/auth';
import { accountMessages, authenticate, changePassword, loadAccount, loginResult, userDetails } from '../accounts/service';
import { forgetSessionCookie, logout, sendSession } from '../sessions/http';
import { endOtherSessions, startSession } from '../sessions/service';
import { readForm } from '../uploads/multipart';
import { profileImageLimits } from '../uploads/profileImage';
import { loginRateLimit, perIpRateLimit } from '../../plugins/rateLimits';
import { requestPasswordReset, resetMessages, resetPassword, verifyResetCode } from './passwordReset';
import {
  deleteCustomerAccount,
  registerCustomer,
  sendVerificationCode,
  updateCustomerProfile,
  verifyMobile,
} from './service';

/** Customer calls (customer §7), mounted under /api/user. */
export async function customerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const limits = context.config.rateLimits;
  const customer = { preHandler: requireRole('user') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;

  app.post('/user-register', perIpRateLimit(limits.registrationsPerHour, '1 hour'), async (request, reply) => {
    const account = await registerCustomer(context, request.body);
    const token = await startSession(context.db, context.clock, account.id);
    sendSession(reply, context, account, token);
    return { status: 200, message: 'Registered successfully.', success: loginResult(account, token) };
  });

  app.post('/login', loginRateLimit(app, limits), async (request, reply) => {
    const account = await authenticate(context, 'user', request.body);
    const token = await startSession(context.db, context.clock, account.id);
    sendSession(reply, context, account, token);
    return { status: 200, message: 'Login Successfully.', success: loginResult(account, token) };
  });

  app.post('/logout', customer, (request, reply) => logout(context, request, reply));

  app.post('/resend-otp', customer, async (request) => {
    await sendVerificationCode(context, currentAccount(request), request.ip);
    return { status: 200, message: 'OTP has been resent successfully!' };
  });

  app.post('/verify-otp', customer, async (request) => {
    await verifyMobile(context, currentAccount(request), request.body);
    return { status: 200, message: 'OTP Verified', data: { is_verified: 1 } };
  });

  app.post('/forgot-password', perIpRateLimit(limits.forgotPasswordPerHour, '1 hour'), async (request) => {
    await requestPasswordReset(context, request.body, request.ip, request.log);
    return { status: 200, message: resetMessages.codeSent };
  });

  app.post('/verify-reset-otp', loginRateLimit(app, limits), async (request) => ({
    status: 200,
    data: { reset_token: await verifyResetCode(context, request.body) },
  }));

  app.post('/reset-password', perIpRateLimit(limits.loginsPer15Min, '15 minutes'), async (request) => {
    await resetPassword(context, request.body);
    return { status: 200, message: resetMessages.done };
  });

  app.post('/changepassword', customer, async (request) => {
    await changePassword(context, ownId(request), request.body);
    // As a reset does: whoever knew the old password is signed out, this device stays.
    await endOtherSessions(context.db, context.clock, currentAccount(request));
    return { status: 200, message: accountMessages.passwordChanged };
  });

  const details = async (request: FastifyRequest) => ({
    status: 200,
    data: userDetails(await loadAccount(context, ownId(request))),
  });
  app.get('/user-details', customer, details);
  app.get('/userprofile', customer, details);

  app.post('/updateprofile', customer, async (request) => {
    const form = await readForm(request, profileImageLimits);
    const account = await updateCustomerProfile(context, ownId(request), form);
    return { status: 200, message: 'Profile updated successfully.', data: userDetails(account) };
  });

  // A GET in the spec that deletes: guarded against cross-site navigation like a POST.
  app.get('/deleteacount', { preHandler: requireRole('user', { changesState: true }) }, async (request, reply) => {
    await deleteCustomerAccount(context, ownId(request));
    forgetSessionCookie(reply, context);
    return { status: 200, message: 'Your account has been deleted.' };
  });
}
