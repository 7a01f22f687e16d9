import type { Role, Session } from '@servenear/shared/host';
import type {
  ApiEnvelope,
  AuthReplyWire,
  ChangePasswordPayloadWire,
  LoginPayloadWire,
  OtpVerifiedWire,
  RegisterPayloadWire,
  ResetPasswordPayloadWire,
  ResetTokenWire,
} from '@servenear/shared/wire';
import type { AxiosResponse } from 'axios';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

const roles: readonly Role[] = ['user', 'employee', 'admin'];

function asRole(value: unknown): Role | null {
  return typeof value === 'string' && (roles as readonly string[]).includes(value) ? (value as Role) : null;
}

export interface SignedIn {
  session: Session;
  message: string | null;
}

/**
 * Reads the session of a login or sign-up reply. customer §3: the role comes from the
 * X-User-Role header (and the success object); is_verified 1 means verified.
 */
function signedIn(response: AxiosResponse<unknown>): SignedIn {
  const { message } = unwrapEnvelope(response.status, response.data);
  const success = isRecord(response.data) ? response.data.success : undefined;
  const role = asRole(response.headers['x-user-role']) ?? (isRecord(success) ? asRole(success.role) : null);
  if (!isRecord(success) || !role || typeof success.name !== 'string' || !Number.isInteger(success.id)) {
    throw new ApiError(response.status, {}, 'Unexpected sign-in reply from the server');
  }
  return {
    session: {
      role,
      name: success.name,
      userId: success.id as number,
      phoneNumber: typeof success.mobile === 'string' ? success.mobile : undefined,
      verified: Number(success.is_verified) === 1,
    },
    message: message ?? null,
  };
}

async function postForMessage(path: string, payload: unknown): Promise<string | null> {
  const response = await apiClient.post<ApiEnvelope<unknown>>(path, payload);
  return unwrapEnvelope(response.status, response.data).message ?? null;
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
    return signedIn(await apiClient.post<AuthReplyWire>('user/user-register', payload));
  },

  /** POST user/login. */
  async login(payload: LoginPayloadWire): Promise<SignedIn> {
    return signedIn(await apiClient.post<AuthReplyWire>('user/login', payload));
  },

  /** POST user/resend-otp: the server always sends to the session's own number. */
  resendOtp(phoneNumber?: string): Promise<string | null> {
    return postForMessage('user/resend-otp', phoneNumber ? { phoneNumber } : {});
  },

  /** POST user/verify-otp. */
  async verifyOtp(otp: string): Promise<{ verified: boolean; message: string | null }> {
    const response = await apiClient.post<ApiEnvelope<OtpVerifiedWire>>('user/verify-otp', { otp });
    const { data, message } = unwrapEnvelope(response.status, response.data);
    return { verified: isRecord(data) && Number(data.is_verified) === 1, message: message ?? null };
  },

  /** POST user/forgot-password: answers the same whether or not the number has an account. */
  forgotPassword(mobile: string): Promise<string | null> {
    return postForMessage('user/forgot-password', { mobile });
  },

  /** POST user/verify-reset-otp: trades the texted code for a single-use reset token. */
  async verifyResetOtp(mobile: string, otp: string): Promise<string> {
    const response = await apiClient.post<ApiEnvelope<ResetTokenWire>>('user/verify-reset-otp', { mobile, otp });
    const { data } = unwrapEnvelope(response.status, response.data);
    if (!isRecord(data) || typeof data.reset_token !== 'string') {
      throw new ApiError(response.status, {}, 'Unexpected reply from the server');
    }
    return data.reset_token;
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
