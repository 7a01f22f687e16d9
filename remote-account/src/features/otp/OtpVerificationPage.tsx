import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@servenear/shared/router';
import type { CodeTimings } from '@servenear/shared/account-api';
import { ApiError } from '@servenear/shared/api';
import { useOtpStatus, useResendOtp, useVerifyOtp } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { otpSchema } from '@servenear/shared/auth-schemas';
import { AuthCard } from '../../ui/AuthCard';
import { gotNoReply, formStyles } from '@servenear/shared/forms';
import { OtpBoxes, emptyOtp, formatCountdown, maskPhone, useCountdown } from '@servenear/shared/codes';
import { localiseMessage } from '@servenear/shared/i18n';
import { fillNode } from '../../ui/fillNode';
import { RESEND_LOCK_SHOWN_AFTER, otpTexts } from './texts';
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
  const otpStatus = useOtpStatus();
  const [resentOnce, setResentOnce] = useState(false);
  // Both countdowns run from the server's timings (issue 36): a reload counts on from the open
  // code instead of restarting at 5:00, and Resend is enabled when a code can really be sent.
  const [timingsKnown, setTimingsKnown] = useState(false);
  const expiry = useCountdown(0);
  const resendLock = useCountdown(0);
  const sentOnLoad = useRef(false);

  const startFrom = ({ expiresIn, resendIn }: CodeTimings) => {
    expiry.restart(expiresIn);
    resendLock.restart(resendIn);
    setTimingsKnown(true);
  };

  const openPage = useEffectEvent(async () => {
    // A code still open (the page reloaded, or opened again) is counted on from, not replaced.
    const open = await otpStatus.mutateAsync().catch(() => null);
    if (open && open.expiresIn > 0) {
      startFrom(open);
      return;
    }
    try {
      startFrom((await sendFirstCode.mutateAsync(session?.phoneNumber)).timings);
    } catch (error) {
      notify('error', gotNoReply(error) ? otpTexts.initialError : otpTexts.initialFailed);
      // Refused (the hourly cap): say when Resend will work.
      startFrom(open ?? { expiresIn: 0, resendIn: 0 });
    }
  });
  useEffect(() => {
    // customer §7: the page asks for a code once when it opens (the ref survives StrictMode's second run).
    if (sentOnLoad.current) return;
    sentOnLoad.current = true;
    void openPage();
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
      const { timings } = await resendCode.mutateAsync(session?.phoneNumber);
      notify('success', otpTexts.resent);
      setDigits(emptyOtp());
      setResentOnce(true);
      startFrom(timings);
    } catch (error) {
      notify('error', gotNoReply(error) ? otpTexts.resendError : otpTexts.resendFailed);
    }
  };

  // customer §4: Resend appears when the countdown reaches 0; once used it stays, locked for 30 s after each send.
  const showResend = timingsKnown && (expiry.remaining === 0 || resentOnce);
  const verifying = verifyOtp.isPending;
  const number = session?.phoneNumber ? maskPhone(session.phoneNumber) : null;

  return (
    <AuthCard
      title={otpTexts.title}
      subtitle={
        number ? fillNode(otpTexts.sentTo, 'number', <span className={styles.number}>{number}</span>) : otpTexts.sentToYourNumber
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
            {localiseMessage(incomplete)}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={verifying}>
          {verifying ? otpTexts.verifying : otpTexts.verify}
        </button>
        <p className={styles.timer}>
          {!timingsKnown ? (
            <span>{otpTexts.sending}</span>
          ) : expiry.remaining > 0 ? (
            <span>
              {fillNode(
                otpTexts.expiresIn,
                'time',
                <time className={styles.time} aria-live="off">
                  {formatCountdown(expiry.remaining)}
                </time>,
              )}
            </span>
          ) : (
            <span>{otpTexts.expired}</span>
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
          {showResend && resendLock.remaining > RESEND_LOCK_SHOWN_AFTER ? (
            <span>{fillNode(otpTexts.resendIn, 'time', <time className={styles.time}>{formatCountdown(resendLock.remaining)}</time>)}</span>
          ) : null}
        </p>
      </form>
    </AuthCard>
  );
}
