import * as z from 'zod/mini';

/** The three kinds of account. */
const accountRoleWire = /* @__PURE__ */ z.enum(['user', 'employee', 'admin']);

/** The spec sends flags as 0/1; 1 = verified. */
const verifiedFlagWire = /* @__PURE__ */ z.union([z.literal(0), z.literal(1)]);

/** A live account always has a mobile number; only a deleted (anonymised) account has none. */
const accountMobileWire = /* @__PURE__ */ z.nullable(z.string());

/** customer §3 'Login result' / 'Sign-up payload' response: the `success` object of
 * POST user/login and user/user-register. */
export const authSuccessWire = /* @__PURE__ */ z.object({
  token: z.string(),
  role: accountRoleWire,
  name: z.string(),
  id: z.int(),
  is_verified: verifiedFlagWire,
  mobile: accountMobileWire,
});
export type AuthSuccessWire = z.infer<typeof authSuccessWire>;

/** POST user/login and user/user-register reply: the session sits under `success`, not `data`. */
export const authReplyWire = /* @__PURE__ */ z.object({
  status: z.int(),
  message: z.string(),
  success: authSuccessWire,
});
export type AuthReplyWire = z.infer<typeof authReplyWire>;

/** POST user/user-register. */
export interface RegisterPayloadWire {
  name: string;
  mobile: string;
  password: string;
}

/** POST user/login. */
export interface LoginPayloadWire {
  mobile: string;
  password: string;
}

/** POST user/verify-otp → data. */
export const otpVerifiedWire = /* @__PURE__ */ z.object({ is_verified: verifiedFlagWire });

/** POST user/verify-reset-otp (ours) → data. */
export const resetTokenWire = /* @__PURE__ */ z.object({ reset_token: z.string() });

/** POST user/reset-password (ours). */
export interface ResetPasswordPayloadWire {
  reset_token: string;
  new_password: string;
  confirm_password: string;
}

/** customer §3 'Password change': POST user/changepassword. */
export interface ChangePasswordPayloadWire {
  old_password: string;
  new_password: string;
  confirm_password?: string;
}

/** customer §3 'User profile': GET user/user-details and user/userprofile → data. */
export const userProfileWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  mobile: accountMobileWire,
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** Site-relative URL of the profile picture, or null. */
  image_url: z.nullable(z.string()),
  is_verified: verifiedFlagWire,
  role: accountRoleWire,
  /** A new login number waiting for its code (ours); the account signs in with `mobile` until then. */
  pending_mobile: z.optional(z.nullable(z.string())),
});
export type UserProfileWire = z.infer<typeof userProfileWire>;

/** GET session (ours) → data: who the session belongs to, for the shell's guard (any role). */
export const sessionWire = /* @__PURE__ */ z.object({
  role: accountRoleWire,
  name: z.string(),
  user_id: z.int(),
  is_verified: verifiedFlagWire,
  mobile: accountMobileWire,
});
export type SessionWire = z.infer<typeof sessionWire>;
