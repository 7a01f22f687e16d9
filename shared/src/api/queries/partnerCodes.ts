import { useMutation, useQueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import {
  partnerConfirmMobileEndpoint,
  partnerConfirmRegistrationEndpoint,
  partnerForgotPasswordEndpoint,
  partnerMobileCodeStatusEndpoint,
  partnerRegistrationCodeStatusEndpoint,
  partnerResendMobileCodeEndpoint,
  partnerResendRegistrationCodeEndpoint,
  partnerResetPasswordEndpoint,
  partnerVerifyResetCodeEndpoint,
} from '../../endpoints/codes';
import { callEndpoint } from '../endpointCalls';

// The partner's texted codes (ours): the registration code, a new login number's code and
// forgot-password, each the customer's flow under /api/employee.

/** POST employee/register/verify-otp: confirms the number a partner registered with. */
export function useConfirmPartnerRegistration() {
  return useMutation({ mutationFn: (code: { mobile: string; otp: string }) => callEndpoint(partnerConfirmRegistrationEndpoint, { body: code }) });
}

/** POST employee/register/otp-status: read when the login page shows the code step. */
export function usePartnerRegistrationCodeStatus() {
  return useMutation({ mutationFn: (mobile: string) => callEndpoint(partnerRegistrationCodeStatusEndpoint, { body: { mobile } }) });
}

/** POST employee/register/resend-otp. */
export function useResendPartnerRegistrationCode() {
  return useMutation({ mutationFn: (mobile: string) => callEndpoint(partnerResendRegistrationCodeEndpoint, { body: { mobile } }) });
}

/** POST employee/mobile-change/verify-otp: the pending number becomes the login number, which the profile shows. */
export function useConfirmPartnerMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => callEndpoint(partnerConfirmMobileEndpoint, { body: { otp } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.partner.profile() }),
  });
}

/** GET employee/mobile-change/status: read when the profile page shows the new number's code step. */
export function usePartnerMobileCodeStatus() {
  return useMutation({ mutationFn: () => callEndpoint(partnerMobileCodeStatusEndpoint) });
}

/** POST employee/mobile-change/resend-otp. */
export function useResendPartnerMobileCode() {
  return useMutation({ mutationFn: () => callEndpoint(partnerResendMobileCodeEndpoint, { body: {} }) });
}

/** POST employee/forgot-password: texts a reset code to the number, if a partner has it. */
export function useSendPartnerResetCode() {
  return useMutation({ mutationFn: (mobile: string) => callEndpoint(partnerForgotPasswordEndpoint, { body: { mobile } }) });
}

/** POST employee/verify-reset-otp: the texted code for a single-use reset token. */
export function useVerifyPartnerResetCode() {
  return useMutation({ mutationFn: (code: { mobile: string; otp: string }) => callEndpoint(partnerVerifyResetCodeEndpoint, { body: code }) });
}

/** POST employee/reset-password. */
export function useResetPartnerPassword() {
  return useMutation({
    mutationFn: ({ resetToken, newPassword, confirmPassword }: { resetToken: string; newPassword: string; confirmPassword: string }) =>
      callEndpoint(partnerResetPasswordEndpoint, { body: { reset_token: resetToken, new_password: newPassword, confirm_password: confirmPassword } }),
  });
}
