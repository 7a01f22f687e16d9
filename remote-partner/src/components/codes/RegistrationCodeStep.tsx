import { useConfirmPartnerRegistration, useResendPartnerRegistrationCode, type CodeTimings } from '@servenear/shared/partner';
import { CodeForm, maskPhone } from '@servenear/shared/codes';
import { codeTexts } from './texts';

interface RegistrationCodeStepProps {
  mobile: string;
  /** The timings of the code just sent (registration); null when the page does not know them (login). */
  timings: CodeTimings | null;
  notice?: string | null;
  /** The server's 'confirmed' message. */
  onConfirmed(message: string): void;
}

/**
 * Partner KYC's mobile part: the code texted to the number a partner registered with, asked on
 * the registration page right after registering and on the login page until it is entered.
 */
export function RegistrationCodeStep({ mobile, timings, notice, onConfirmed }: RegistrationCodeStepProps) {
  const confirm = useConfirmPartnerRegistration();
  const resend = useResendPartnerRegistrationCode();
  return (
    <CodeForm
      legend={codeTexts.legend(maskPhone(mobile))}
      timings={timings}
      notice={notice}
      verifyLabel={codeTexts.confirm}
      onVerify={async (otp) => onConfirmed(await confirm.mutateAsync({ mobile, otp }))}
      onResend={async () => (await resend.mutateAsync(mobile)).timings}
    />
  );
}
