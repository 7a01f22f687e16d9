import * as z from 'zod/mini';
import type { Session } from '@servenear/shared/host';
import { authReplyWire, otpVerifiedWire, resetTokenWire, type AuthReplyWire } from '../wire/auth';
import { codeTimingsWire } from '../wire/codes';
import { toCodeTimings } from './codes';
import { defineEndpoint, envelope, messageEnvelope, messageReply } from './define';

/*
 * The customer's account calls of customer §7 (mounted under /api/user): signing up and in,
 * the mobile number's code, the password's reset and change, signing out and deleting the
 * account. The profile's calls are in ./profile (the `api` area reads them on every page that
 * prefills a form), the notifications' in ./notifications.
 */

/**
 * The body of a POST that reads none (logout): any fields a client sends are dropped, and a
 * missing body is fine. Declared so that the route, like every other, states what it takes.
 */
const emptyBody = /* @__PURE__ */ z.object({});

/** A sign-in as the pages read it: who is signed in now, and what the server said. */
export interface SignedIn {
  session: Session;
  message: string;
}

/**
 * A login or sign-up reply: the session sits under `success` (customer §3), with its role
 * (the X-User-Role header says the same).
 */
const signedIn = ({ success, message }: AuthReplyWire): SignedIn => ({
  session: {
    role: success.role,
    name: success.name,
    userId: success.id,
    phoneNumber: success.mobile ?? undefined,
    verified: success.is_verified === 1,
  },
  message,
});

/** What an action answered: its message, said in a toast or on the page. */
const saidMessage = ({ message }: z.output<typeof messageReply>) => message;

/** customer §7 'POST user/user-register': signs the new, still unverified customer in. */
export const customerRegisterEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/user-register',
  summary: 'Signs a new customer up and in (still unverified)',
  description: 'Only name, mobile and password are read. Sets the session cookie and X-User-Role; the session also comes under `success`.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.signUpSchema),
  reply: authReplyWire,
  toModel: signedIn,
});

/** customer §7 'POST user/login'. */
export const customerLoginEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/login',
  summary: 'Signs a customer in with mobile and password',
  description: 'Sets the session cookie and X-User-Role; the session also comes under `success`. Repeated failures lock the number for a while.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.loginSchema),
  reply: authReplyWire,
  toModel: signedIn,
});

/** customer §7 'POST user/logout': the shell's (shell/src/auth/sessionApi.ts). */
export const customerLogoutEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/logout',
  summary: 'Ends the session that made the request',
  description: 'The body’s token, if any, is ignored: the session of the request is the one ended, and its cookie cleared.',
  body: emptyBody,
  reply: messageReply,
  toModel: saidMessage,
});

/** customer §7 'POST user/resend-otp': the server always sends to the session's own number. */
export const resendOtpEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/resend-otp',
  summary: "Texts a new verification code to the signed-in customer's number",
  description:
    'The body’s phoneNumber is ignored: the code goes to the session’s own number. 409 once the number is verified. ' +
    '`data` (ours): seconds until the new code expires and until another can be sent.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.resendOtpSchema),
  reply: messageEnvelope(codeTimingsWire),
  toModel: ({ message, data }) => ({ message, timings: toCodeTimings(data) }),
});

/** customer §7 'POST user/verify-otp': the number is verified. */
export const verifyOtpEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/verify-otp',
  summary: "Verifies the signed-in customer's number with the texted code",
  loadBody: () => import('../schemas/auth').then((rules) => rules.otpSchema),
  reply: messageEnvelope(otpVerifiedWire),
  toModel: ({ data, message }) => ({ verified: data.is_verified === 1, message }),
});

/** POST user/forgot-password: answers the same whether or not the number has an account. */
export const forgotPasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/forgot-password',
  summary: 'Texts a password reset code to a number, if it has an account',
  description: 'The answer is the same whether or not the number has an account, so it reveals none.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.forgotPasswordSchema),
  reply: messageReply,
  toModel: saidMessage,
});

/** POST user/verify-reset-otp (ours): trades the texted code for a single-use reset token. */
export const verifyResetCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/verify-reset-otp',
  summary: 'Trades a password reset code for a single-use reset token (ours)',
  loadBody: () => import('../schemas/auth').then((rules) => rules.resetCodeSchema),
  reply: envelope(resetTokenWire),
  toModel: ({ data }) => data.reset_token,
});

/** POST user/reset-password (ours): the new password, with the token of verify-reset-otp. */
export const resetPasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/reset-password',
  summary: 'Sets a new password with a reset token (ours)',
  description: 'Signs the account out everywhere: whoever knew the old password is out.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.resetPasswordSchema),
  reply: messageReply,
  toModel: saidMessage,
});

/** customer §7 'POST user/changepassword'. */
export const customerChangePasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/changepassword',
  summary: "Changes the signed-in customer's password",
  description: 'Every other session of the account is ended; this one stays.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.changePasswordSchema),
  reply: messageReply,
  toModel: saidMessage,
});

/** customer §7 'GET user/deleteacount' (sic): anonymises the account and ends its sessions. */
export const deleteCustomerAccountEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/deleteacount',
  summary: "Deletes the signed-in customer's account",
  description: 'A GET in the spec that deletes: refused like a POST when it comes from another site. The account is anonymised and every session ended.',
  reply: messageReply,
  toModel: saidMessage,
});
