import { useMutation, useQueryClient } from '@servenear/shared/query';
import type { LoginPayloadWire, RegisterPayloadWire } from '@servenear/shared/wire';
import { queryKeys } from '@servenear/shared/host';
import { authApi, type ChangePasswordRequest, type ResetPasswordRequest } from '../auth';

// The sign-in, sign-up, OTP and password writes of customer §7. Signing in changes no cached
// read by itself: the page then signs the session in, and the shell drops the previous
// person's data when the session changes.

/** POST user/login. */
export function useCustomerLogin() {
  return useMutation({ mutationFn: (credentials: LoginPayloadWire) => authApi.login(credentials) });
}

/** POST user/user-register: the new customer is signed in, still unverified. */
export function useRegisterCustomer() {
  return useMutation({ mutationFn: (account: RegisterPayloadWire) => authApi.register(account) });
}

/** POST user/resend-otp: texts a new code; the server sends it to the session's own number. */
export function useResendOtp() {
  return useMutation({ mutationFn: (phoneNumber?: string) => authApi.resendOtp(phoneNumber) });
}

/** POST user/verify-otp: the number is verified, which the profile shows too. */
export function useVerifyOtp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => authApi.verifyOtp(otp),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.account.profile() }),
  });
}

/** POST user/forgot-password: texts a reset code to the number, if it has an account. */
export function useSendResetCode() {
  return useMutation({ mutationFn: (mobile: string) => authApi.forgotPassword(mobile) });
}

/** POST user/verify-reset-otp: the texted code for a single-use reset token. */
export function useVerifyResetCode() {
  return useMutation({ mutationFn: ({ mobile, otp }: { mobile: string; otp: string }) => authApi.verifyResetOtp(mobile, otp) });
}

/** POST user/reset-password. */
export function useResetPassword() {
  return useMutation({ mutationFn: (reset: ResetPasswordRequest) => authApi.resetPassword(reset) });
}

/** POST user/changepassword: the signed-in customer's password; nothing cached holds it. */
export function useChangeCustomerPassword() {
  return useMutation({ mutationFn: (change: ChangePasswordRequest) => authApi.changePassword(change) });
}
