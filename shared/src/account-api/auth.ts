import * as v from 'valibot';
import type { Role, Session } from '@servenear/shared/host';
import type {
  AuthReplyWire,
  ChangePasswordPayloadWire,
  LoginPayloadWire,
  OtpVerifiedWire,
  RegisterPayloadWire,
  ResetPasswordPayloadWire,
  ResetTokenWire,
} from '@servenear/shared/wire';
import type { AxiosResponse } from 'axios';
import { ApiError, apiClient, envelope, messageOnly, maybe, parseReply, readsWire, role, UNEXPECTED_REPLY, verifiedFlag } from '@servenear/shared/api';

export interface SignedIn {
  session: Session;
  message: string | null;
}

/**
 * A login or sign-up reply: the session sits under `success`. customer §3: the role comes from
 * the X-User-Role header (and the success object), so either may be missing.
 */
const signedInReply = readsWire<AuthReplyWire>()(
  v.object({
    message: v.optional(v.string()),
    success: v.object({
      role: v.optional(role),
      name: v.string(),
      id: v.number(),
      is_verified: verifiedFlag,
      mobile: maybe(v.string()),
    }),
  }),
);

const otpVerifiedReply = envelope(readsWire<OtpVerifiedWire>()(v.object({ is_verified: verifiedFlag })));
const resetTokenReply = envelope(readsWire<ResetTokenWire>()(v.object({ reset_token: v.string() })));

function signedIn(response: AxiosResponse<unknown>): SignedIn {
  const { success, message } = parseReply(signedInReply, response);
  const header = v.safeParse(role, response.headers['x-user-role']);
  const sessionRole: Role | undefined = header.success ? header.output : success.role;
  if (!sessionRole) throw new ApiError(response.status, {}, UNEXPECTED_REPLY);
  return {
    session: {
      role: sessionRole,
      name: success.name,
      userId: success.id,
      phoneNumber: success.mobile ?? undefined,
      verified: success.is_verified === 1,
    },
    message: message ?? null,
  };
}

async function postForMessage(path: string, payload: unknown): Promise<string | null> {
  const response = await apiClient.post<unknown>(path, payload);
  return parseReply(messageOnly, response).message ?? null;
}

export interface ResetPasswordRequest {
  resetToken: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

/** Customer account calls of customer §7 (logout is the shell's). */
export const authApi = {
  /** POST user/user-register: signs the new, still unverified customer in. */
  async register(payload: RegisterPayloadWire): Promise<SignedIn> {
    return signedIn(await apiClient.post<unknown>('user/user-register', payload));
  },

  /** POST user/login. */
  async login(payload: LoginPayloadWire): Promise<SignedIn> {
    return signedIn(await apiClient.post<unknown>('user/login', payload));
  },

  /** POST user/resend-otp: the server always sends to the session's own number. */
  resendOtp(phoneNumber?: string): Promise<string | null> {
    return postForMessage('user/resend-otp', phoneNumber ? { phoneNumber } : {});
  },

  /** POST user/verify-otp. */
  async verifyOtp(otp: string): Promise<{ verified: boolean; message: string | null }> {
    const response = await apiClient.post<unknown>('user/verify-otp', { otp });
    const { data, message } = parseReply(otpVerifiedReply, response);
    return { verified: data.is_verified === 1, message: message ?? null };
  },

  /** POST user/forgot-password: answers the same whether or not the number has an account. */
  forgotPassword(mobile: string): Promise<string | null> {
    return postForMessage('user/forgot-password', { mobile });
  },

  /** POST user/verify-reset-otp: trades the texted code for a single-use reset token. */
  async verifyResetOtp(mobile: string, otp: string): Promise<string> {
    const response = await apiClient.post<unknown>('user/verify-reset-otp', { mobile, otp });
    return parseReply(resetTokenReply, response).data.reset_token;
  },

  /** POST user/reset-password. */
  resetPassword({ resetToken, newPassword, confirmPassword }: ResetPasswordRequest): Promise<string | null> {
    const payload: ResetPasswordPayloadWire = {
      reset_token: resetToken,
      new_password: newPassword,
      confirm_password: confirmPassword,
    };
    return postForMessage('user/reset-password', payload);
  },

  /** POST user/changepassword. */
  changePassword({ oldPassword, newPassword, confirmPassword }: ChangePasswordRequest): Promise<string | null> {
    const payload: ChangePasswordPayloadWire = { old_password: oldPassword, new_password: newPassword };
    if (confirmPassword !== undefined) payload.confirm_password = confirmPassword;
    return postForMessage('user/changepassword', payload);
  },
};
