import { useConfirmCustomerMobile, useCustomerMobileCodeStatus, useResendCustomerMobileCode } from '@servenear/shared/account-api';
import type { UserProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { PendingNumberStep } from '@servenear/shared/codes';

/** /user-edit's step for a new login number waiting for its code (issue 36). */
export function PendingNumber({ profile }: { profile: UserProfile & { pendingMobile: string } }) {
  const { session, signIn, notify } = useHost();
  const status = useCustomerMobileCodeStatus();
  const confirm = useConfirmCustomerMobile();
  const resend = useResendCustomerMobileCode();
  return (
    <PendingNumberStep
      pendingMobile={profile.pendingMobile}
      currentMobile={profile.mobile}
      loadTimings={() => status.mutateAsync()}
      onVerify={async (otp) => {
        notify('success', await confirm.mutateAsync(otp));
        if (session) signIn({ ...session, phoneNumber: profile.pendingMobile });
      }}
      onResend={async () => (await resend.mutateAsync()).timings}
    />
  );
}
