import { useMutation, useQueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { callEndpoint } from '@servenear/shared/api';
import type { ChangePasswordPayloadWire, LoginPayloadWire, RegisterPayloadWire, ResetPasswordPayloadWire } from '@servenear/shared/wire';
import {
  customerChangePasswordEndpoint,
  customerLoginEndpoint,
  customerRegisterEndpoint,
  forgotPasswordEndpoint,
  resendOtpEndpoint,
  resetPasswordEndpoint,
  verifyOtpEndpoint,
  verifyResetCodeEndpoint,
} from '../../endpoints/account';

// The sign-in, sign-up, OTP and password writes of customer §7. Signing in changes no cached
// read by itself: the page then signs the session in, and the shell drops the previous
// person's data when the session changes.

interface ResetPasswordRequest {
  resetToken: string;
  newPassword: string;
  confirmPassword: string;
}

interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

/** POST user/login. */
export function useCustomerLogin() {
  return useMutation({ mutationFn: (credentials: LoginPayloadWire) => callEndpoint(customerLoginEndpoint, { body: credentials }) });
}

/** POST user/user-register: the new customer is signed in, still unverified. */
export function useRegisterCustomer() {
  return useMutation({ mutationFn: (account: RegisterPayloadWire) => callEndpoint(customerRegisterEndpoint, { body: account }) });
}

/** POST user/resend-otp: texts a new code; the server sends it to the session's own number. */
export function useResendOtp() {
  return useMutation({
    mutationFn: (phoneNumber?: string) => callEndpoint(resendOtpEndpoint, { body: phoneNumber ? { phoneNumber } : {} }),
  });
}

/** POST user/verify-otp: the number is verified, which the profile shows too. */
export function useVerifyOtp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => callEndpoint(verifyOtpEndpoint, { body: { otp } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.account.profile() }),
  });
}

/** POST user/forgot-password: texts a reset code to the number, if it has an account. */
export function useSendResetCode() {
  return useMutation({ mutationFn: (mobile: string) => callEndpoint(forgotPasswordEndpoint, { body: { mobile } }) });
}

/** POST user/verify-reset-otp: the texted code for a single-use reset token. */
export function useVerifyResetCode() {
  return useMutation({ mutationFn: ({ mobile, otp }: { mobile: string; otp: string }) => callEndpoint(verifyResetCodeEndpoint, { body: { mobile, otp } }) });
}

/** POST user/reset-password: the token goes under its wire name. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ resetToken, newPassword, confirmPassword }: ResetPasswordRequest) => {
      const body: ResetPasswordPayloadWire = { reset_token: resetToken, new_password: newPassword, confirm_password: confirmPassword };
      return callEndpoint(resetPasswordEndpoint, { body });
    },
  });
}

/** POST user/changepassword: the signed-in customer's password (confirm_password only when given); nothing cached holds it. */
export function useChangeCustomerPassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword, confirmPassword }: ChangePasswordRequest) => {
      const body: ChangePasswordPayloadWire = { old_password: oldPassword, new_password: newPassword };
      if (confirmPassword !== undefined) body.confirm_password = confirmPassword;
      return callEndpoint(customerChangePasswordEndpoint, { body });
    },
  });
}
