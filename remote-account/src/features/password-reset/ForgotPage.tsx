import { useId, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { useSendResetCode, useVerifyResetCode } from '@servenear/shared/account-api';
import { forgotPasswordSchema, otpSchema } from '@servenear/shared/auth-schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { Form, FormAlert, MobileField, failureRule, formStyles } from '@servenear/shared/forms';
import { OtpBoxes, emptyOtp, maskPhone } from '@servenear/shared/codes';
import { fill, localiseMessage } from '@servenear/shared/i18n';
import { authFieldTexts } from '../../ui/texts';
import { resetTexts } from './texts';

/** What a failure says, read when it happens (in the language of the moment). */
const failureTexts = () => ({ network: resetTexts.networkError, fallback: resetTexts.somethingWrong });
const failureText = (error: unknown) => failureRule(failureTexts())(error, false);

type MobileValues = { mobile: string };
const mobileRules = zodResolver(forgotPasswordSchema);

function MobileStep({ onSent }: { onSent(mobile: string, message: string | null): void }) {
  const sendResetCode = useSendResetCode();
  return (
    <Form<MobileValues>
      rules={mobileRules}
      defaultValues={{ mobile: '' }}
      onSubmit={async ({ mobile }) => onSent(mobile, await sendResetCode.mutateAsync(mobile))}
      failure={failureTexts()}
      submitLabel={resetTexts.sendCode}
      submittingLabel={resetTexts.processing}
    >
      <MobileField<MobileValues> name="mobile" label={authFieldTexts.mobile} autoComplete="tel" placeholder={authFieldTexts.mobilePlaceholder} />
    </Form>
  );
}

/** The texted code: six boxes of their own, not react-hook-form fields, so a form of its own (failures worded by the same rule). */
function CodeStep({ mobile, sentMessage, onChangeNumber }: { mobile: string; sentMessage: string | null; onChangeNumber(): void }) {
  const errorId = useId();
  const navigate = useNavigate();
  const verifyResetCode = useVerifyResetCode();
  const [digits, setDigits] = useState(emptyOtp);
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = verifyResetCode.isPending;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse({ otp: digits.join('') });
    if (!parsed.success) {
      setIncomplete(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setIncomplete(null);
    setFailure(null);
    try {
      const resetToken = await verifyResetCode.mutateAsync({ mobile, otp: parsed.data.otp });
      navigate('/reset-password', { state: { resetToken } });
    } catch (error) {
      setFailure(failureText(error));
      setDigits(emptyOtp());
    }
  };

  return (
    <form className={formStyles.form} onSubmit={verify} noValidate>
      {sentMessage ? (
        <p className={formStyles.notice} role="status">
          {localiseMessage(sentMessage)}
        </p>
      ) : null}
      <OtpBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(null);
        }}
        legend={fill(resetTexts.codeLegend, { number: maskPhone(mobile) })}
        errorId={incomplete ? errorId : undefined}
        disabled={busy}
      />
      {incomplete ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {localiseMessage(incomplete)}
        </p>
      ) : null}
      <FormAlert message={failure} />
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? resetTexts.processing : resetTexts.verify}
      </button>
      <button type="button" className={formStyles.linkButton} onClick={onChangeNumber}>
        {resetTexts.differentNumber}
      </button>
    </form>
  );
}

/** '/forgot': mobile number → texted code → the reset screen with a single-use reset token. */
export default function ForgotPage() {
  const [sent, setSent] = useState<{ mobile: string; message: string | null } | null>(null);
  return (
    <AuthCard
      title={sent ? resetTexts.codeTitle : resetTexts.forgotTitle}
      subtitle={sent ? undefined : resetTexts.forgotSubtitle}
      footer={
        <p>
          {resetTexts.remembered}{' '}
          <Link className={authCardStyles.link} to="/login">
            {authFieldTexts.backToLogin}
          </Link>
        </p>
      }
    >
      {sent ? (
        <CodeStep mobile={sent.mobile} sentMessage={sent.message} onChangeNumber={() => setSent(null)} />
      ) : (
        <MobileStep onSent={(mobile, message) => setSent({ mobile, message })} />
      )}
    </AuthCard>
  );
}
