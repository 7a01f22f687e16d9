import { useConfirmPartnerMobile, usePartnerMobileCodeStatus, useResendPartnerMobileCode, type PartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { PendingNumberStep } from '@servenear/shared/codes';

/** /employee-edit-profile's step for a new login number waiting for its code (issue 36). */
export function PendingNumber({ profile }: { profile: PartnerProfile & { pendingMobile: string } }) {
  const { notify } = useHost();
  const status = usePartnerMobileCodeStatus();
  const confirm = useConfirmPartnerMobile();
  const resend = useResendPartnerMobileCode();
  return (
    <PendingNumberStep
      pendingMobile={profile.pendingMobile}
      currentMobile={profile.mobile}
      loadTimings={() => status.mutateAsync()}
      onVerify={async (otp) => notify('success', await confirm.mutateAsync(otp))}
      onResend={async () => (await resend.mutateAsync()).timings}
    />
  );
}
