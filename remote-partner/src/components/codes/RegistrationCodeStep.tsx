import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  useConfirmPartnerRegistration,
  usePartnerRegistrationCodeStatus,
  useResendPartnerRegistrationCode,
  type CodeTimings,
} from '@servenear/shared/partner';
import { CodeForm, maskPhone } from '@servenear/shared/codes';
import { fill } from '@servenear/shared/i18n';
import { codeTexts } from './texts';

interface RegistrationCodeStepProps {
  mobile: string;
  /** The timings of the code just sent (registration); null: the step asks the server (login). */
  timings: CodeTimings | null;
  notice?: string | null;
  /** The server's 'confirmed' message. */
  onConfirmed(message: string): void;
}

/**
 * Partner KYC's mobile part: the code texted to the number a partner registered with, asked on
 * the registration page right after registering and on the login page until it is entered. The
 * countdowns run from the server's timings, so Resend is enabled exactly when a code can be sent.
 */
export function RegistrationCodeStep({ mobile, timings, notice, onConfirmed }: RegistrationCodeStepProps) {
  const confirm = useConfirmPartnerRegistration();
  const resend = useResendPartnerRegistrationCode();
  const status = usePartnerRegistrationCodeStatus();
  const [known, setKnown] = useState<CodeTimings | null | undefined>(timings ?? undefined);
  const asked = useRef(false);
  const ask = useEffectEvent(() => {
    status.mutateAsync(mobile).then(setKnown, () => setKnown(null));
  });
  useEffect(() => {
    if (asked.current || timings) return;
    asked.current = true;
    ask();
  }, [timings]);

  if (known === undefined) return null;
  return (
    <CodeForm
      legend={fill(codeTexts.legend, { masked: maskPhone(mobile) })}
      timings={known}
      notice={notice}
      verifyLabel={codeTexts.confirm}
      onVerify={async (otp) => onConfirmed(await confirm.mutateAsync({ mobile, otp }))}
      onResend={async () => (await resend.mutateAsync(mobile)).timings}
    />
  );
}
