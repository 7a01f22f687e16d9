import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { ApiError } from '@servenear/shared/api';
import { useResendOtp, useVerifyOtp } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { otpSchema } from '@servenear/shared/auth-schemas';
import { AuthCard } from '../../ui/AuthCard';
import { gotNoReply, formStyles } from '@servenear/shared/forms';
import { OtpBoxes, emptyOtp } from '../../components/otp/OtpBoxes';
import { maskPhone } from '../../components/otp/maskPhone';
import { otpTexts, otpTimings } from './texts';
import { formatCountdown, useCountdown } from './useCountdown';
import styles from './OtpVerificationPage.module.css';

/** '/otp-verification' (customer §2, §4 'OTP'): confirms a new customer's mobile number. */
export default function OtpVerificationPage() {
  const errorId = useId();
  const { session, signIn, notify } = useHost();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const verifyOtp = useVerifyOtp();
  // Two instances of the one call: Resend is busy only while its own code is on the way.
  const sendFirstCode = useResendOtp();
  const resendCode = useResendOtp();
  const [resentOnce, setResentOnce] = useState(false);
  const expiry = useCountdown(otpTimings.validSeconds);
  const resendLock = useCountdown(0);
  const sentOnLoad = useRef(false);

  const sendOnOpen = useEffectEvent(() => {
    sendFirstCode.mutateAsync(session?.phoneNumber).catch((error: unknown) => {
      notify('error', gotNoReply(error) ? otpTexts.initialError : otpTexts.initialFailed);
    });
  });
  useEffect(() => {
    // customer §7: the page asks for a code once when it opens (the ref survives StrictMode's second run).
    if (sentOnLoad.current) return;
    sentOnLoad.current = true;
    sendOnOpen();
  }, []);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse({ otp: digits.join('') });
    if (!parsed.success) {
      setIncomplete(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setIncomplete(null);
    try {
      await verifyOtp.mutateAsync(parsed.data.otp);
      notify('success', otpTexts.verified);
      if (session) signIn({ ...session, verified: true });
      navigate('/');
    } catch (error) {
      // 400 carries the spec's 'Invalid OTP. Please try again.' or, for a dead code, the reason.
      if (error instanceof ApiError && error.status === 400) notify('error', error.message || otpTexts.invalid);
      else notify('error', otpTexts.verifyError);
      setDigits(emptyOtp());
    }
  };

  const resend = async () => {
    try {
      await resendCode.mutateAsync(session?.phoneNumber);
      notify('success', otpTexts.resent);
      setDigits(emptyOtp());
      setResentOnce(true);
      expiry.restart(otpTimings.validSeconds);
      resendLock.restart(otpTimings.resendLockSeconds);
    } catch (error) {
      notify('error', gotNoReply(error) ? otpTexts.resendError : otpTexts.resendFailed);
    }
  };

  // customer §4: Resend appears when the countdown reaches 0; once used it stays, locked for 30 s after each send.
  const showResend = expiry.remaining === 0 || resentOnce;
  const verifying = verifyOtp.isPending;
  const number = session?.phoneNumber ? maskPhone(session.phoneNumber) : null;

  return (
    <AuthCard
      title={otpTexts.title}
      subtitle={
        number ? (
          <>
            We have sent a 4-digit code to <span className={styles.number}>{number}</span>. Enter it below to continue.
          </>
        ) : (
          'We have sent a 4-digit code to your mobile number. Enter it below to continue.'
        )
      }
    >
      <form className={formStyles.form} onSubmit={verify} noValidate>
        <OtpBoxes
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setIncomplete(null);
          }}
          legend={otpTexts.legend}
          errorId={incomplete ? errorId : undefined}
          disabled={verifying}
        />
        {incomplete ? (
          <p id={errorId} className={formStyles.error} role="alert">
            {incomplete}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={verifying}>
          {verifying ? otpTexts.verifying : otpTexts.verify}
        </button>
        <p className={styles.timer}>
          {expiry.remaining > 0 ? (
            <span>
              Code expires in{' '}
              <time className={styles.time} aria-live="off">
                {formatCountdown(expiry.remaining)}
              </time>
            </span>
          ) : (
            <span>The code has expired.</span>
          )}
          {showResend ? (
            <button
              type="button"
              className={formStyles.linkButton}
              onClick={() => void resend()}
              disabled={resendCode.isPending || resendLock.remaining > 0}
            >
              {otpTexts.resend}
            </button>
          ) : null}
        </p>
      </form>
    </AuthCard>
  );
}
