import { useMutation, useQueryClient } from '@servenear/shared/query';
import { callEndpoint } from '@servenear/shared/api';
import { queryKeys } from '@servenear/shared/host';
import { customerConfirmMobileEndpoint, customerMobileCodeStatusEndpoint, customerResendMobileCodeEndpoint, otpStatusEndpoint } from '../../endpoints/codes';

/** GET user/otp-status: read once when /otp-verification opens, so a reload counts on from the open code. */
export function useOtpStatus() {
  return useMutation({ mutationFn: () => callEndpoint(otpStatusEndpoint) });
}

/** GET user/mobile-change/status: read when the profile page shows the new number's code step. */
export function useCustomerMobileCodeStatus() {
  return useMutation({ mutationFn: () => callEndpoint(customerMobileCodeStatusEndpoint) });
}

/** POST user/mobile-change/resend-otp: a new code to the pending number. */
export function useResendCustomerMobileCode() {
  return useMutation({ mutationFn: () => callEndpoint(customerResendMobileCodeEndpoint, { body: {} }) });
}

/** POST user/mobile-change/verify-otp: the pending number becomes the login number, which the profile shows. */
export function useConfirmCustomerMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => callEndpoint(customerConfirmMobileEndpoint, { body: { otp } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.account.profile() }),
  });
}
