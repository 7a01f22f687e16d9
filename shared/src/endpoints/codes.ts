import * as z from 'zod/mini';
import { codeTimingsWire, type CodeTimingsWire } from '../wire/codes';
import { resetTokenWire } from '../wire/auth';
import { defineEndpoint, emptyBody, envelope, messageEnvelope, messageReply } from './define';

/*
 * The texted codes beyond the customer's sign-up code (all ours: the spec names none of these
 * paths): the verification page's timings, a new login number's code for both roles, the
 * partner's registration code and the partner's forgot-password, which mirrors the customer's
 * (user/forgot-password, user/verify-reset-otp, user/reset-password) under /api/employee.
 */

/** Seconds left on the open code and until a new one can be sent. */
export interface CodeTimings {
  expiresIn: number;
  resendIn: number;
}

export const toCodeTimings = (data: CodeTimingsWire): CodeTimings => ({ expiresIn: data.expires_in, resendIn: data.resend_in });

/** A sent code: what the server said, and the timings the page counts down from. */
export interface SentCode {
  message: string;
  timings: CodeTimings;
}

const sentCode = messageEnvelope(codeTimingsWire);
const toSentCode = ({ message, data }: z.output<typeof sentCode>): SentCode => ({ message, timings: toCodeTimings(data) });
const saidMessage = ({ message }: z.output<typeof messageReply>) => message;

/** GET user/otp-status (ours): the sign-up code's timings, so a reloaded page tells the truth. */
export const otpStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/otp-status',
  summary: "The signed-in customer's open verification code: seconds until it expires and until a new one can be sent (ours)",
  description: '`expires_in` 0: no code is open (the page then asks for one). Sends nothing.',
  reply: envelope(codeTimingsWire),
  toModel: ({ data }) => toCodeTimings(data),
});

/** POST user/mobile-change/verify-otp (ours): the code texted to the new number makes it the login number. */
export const customerConfirmMobileEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/mobile-change/verify-otp',
  summary: 'Makes the pending new number the login number, with the code texted to it (ours)',
  description: 'Until this succeeds the account signs in with its old number. Refused (422) if another account took the number meanwhile.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.otpSchema),
  reply: messageReply,
  toModel: saidMessage,
});

/** POST user/mobile-change/resend-otp (ours): a new code to the pending number. */
export const customerResendMobileCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/mobile-change/resend-otp',
  summary: 'Texts a new code to the pending new number (ours)',
  body: emptyBody,
  reply: sentCode,
  toModel: toSentCode,
});

/** GET user/mobile-change/status (ours): the pending number's code timings, for the profile page's code step. */
export const customerMobileCodeStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/mobile-change/status',
  summary: "The open code of the signed-in customer's pending new number: seconds until it expires and until a new one can be sent (ours)",
  description: '409 when no new number is pending.',
  reply: envelope(codeTimingsWire),
  toModel: ({ data }) => toCodeTimings(data),
});

/** GET employee/mobile-change/status (ours). */
export const partnerMobileCodeStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/mobile-change/status',
  summary: "The open code of the partner's pending new number: seconds until it expires and until a new one can be sent (ours)",
  description: '409 when no new number is pending.',
  reply: envelope(codeTimingsWire),
  toModel: ({ data }) => toCodeTimings(data),
});

/** POST employee/mobile-change/verify-otp (ours): the partner's twin of the customer's. */
export const partnerConfirmMobileEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/mobile-change/verify-otp',
  summary: "Makes the partner's pending new number the login number, with the code texted to it (ours)",
  description: 'Until this succeeds the partner signs in with the old number. Refused (422) if another account took the number meanwhile.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.otpSchema),
  reply: messageReply,
  toModel: saidMessage,
});

/** POST employee/mobile-change/resend-otp (ours). */
export const partnerResendMobileCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/mobile-change/resend-otp',
  summary: "Texts a new code to the partner's pending new number (ours)",
  body: emptyBody,
  reply: sentCode,
  toModel: toSentCode,
});

/** POST employee/register/verify-otp (ours): the code texted at registration confirms the partner's number. */
export const partnerConfirmRegistrationEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/register/verify-otp',
  summary: "Confirms a new partner's mobile number with the code texted at registration (ours)",
  description: 'A partner signs in, and ops verify them, only once this has succeeded.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.resetCodeSchema),
  reply: messageReply,
  toModel: saidMessage,
});

/** POST employee/register/otp-status (ours): the registration code's timings; a POST so the number stays out of URLs and logs. */
export const partnerRegistrationCodeStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/register/otp-status',
  summary: "The open registration code of a partner whose number is not yet confirmed: seconds until it expires and until a new one can be sent (ours)",
  description: 'Sends nothing. 409 when the number has no registration waiting for its code.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.forgotPasswordSchema),
  reply: envelope(codeTimingsWire),
  toModel: ({ data }) => toCodeTimings(data),
});

/** POST employee/register/resend-otp (ours). */
export const partnerResendRegistrationCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/register/resend-otp',
  summary: "Texts a new registration code to a partner whose number is not yet confirmed (ours)",
  loadBody: () => import('../schemas/auth').then((rules) => rules.forgotPasswordSchema),
  reply: sentCode,
  toModel: toSentCode,
});

/** POST employee/forgot-password (ours): as the customer's, for partners. */
export const partnerForgotPasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/forgot-password',
  summary: 'Texts a password reset code to a number, if a partner has it (ours)',
  description: 'The answer is the same whether or not the number has an account, so it reveals none.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.forgotPasswordSchema),
  reply: messageReply,
  toModel: saidMessage,
});

/** POST employee/verify-reset-otp (ours). */
export const partnerVerifyResetCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/verify-reset-otp',
  summary: "Trades a partner's password reset code for a single-use reset token (ours)",
  loadBody: () => import('../schemas/auth').then((rules) => rules.resetCodeSchema),
  reply: envelope(resetTokenWire),
  toModel: ({ data }) => data.reset_token,
});

/** POST employee/reset-password (ours). */
export const partnerResetPasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/reset-password',
  summary: "Sets a partner's new password with a reset token (ours)",
  description: 'Signs the partner out everywhere: whoever knew the old password is out.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.resetPasswordSchema),
  reply: messageReply,
  toModel: saidMessage,
});
