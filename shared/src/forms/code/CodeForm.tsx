import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CodeTimings } from '../../endpoints/codes';
import { localiseMessage } from '@servenear/shared/i18n';
import { FormAlert, failureRule, formStyles } from '@servenear/shared/forms';
import { OtpBoxes, emptyOtp, otpLength } from './OtpBoxes';
import { formatCountdown, useCountdown } from './useCountdown';
import { codeFormTexts } from './texts';
import styles from './CodeForm.module.css';

const failureText = (error: unknown) => failureRule({ network: codeFormTexts.networkError, fallback: codeFormTexts.somethingWrong })(error, false);

interface CodeFormProps {
  /** What the boxes ask for, e.g. 'Enter the 4-digit code sent to ******3210'. */
  legend: string;
  /** The timings the server gave with the code just sent; null when it did not say (no countdown). */
  timings: CodeTimings | null;
  onVerify(otp: string): Promise<void>;
  /** Asks for a new code; its timings restart both countdowns. Absent: no Resend (forgot-password's page goes back a step instead). */
  onResend?: () => Promise<CodeTimings>;
  /** A line above the boxes (the server's 'we have sent a code' message). */
  notice?: string | null;
  verifyLabel?: string;
  /** Further actions under the form (e.g. 'Use a different number'). */
  children?: ReactNode;
}

/**
 * A texted code's form, used by every code step but the sign-up page's (which keeps the spec's
 * own alerts): four boxes, Verify, how long the code lives, and a Resend that is enabled exactly
 * when the server will send a new code, counted from the timings it answered.
 */
export function CodeForm({ legend, timings, onVerify, onResend, notice, verifyLabel, children }: CodeFormProps) {
  const errorId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [incomplete, setIncomplete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const expiry = useCountdown(timings?.expiresIn ?? 0);
  const resendLock = useCountdown(timings?.resendIn ?? 0);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!new RegExp(`^\\d{${otpLength}}$`).test(otp)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setFailure(null);
    setBusy('verify');
    try {
      await onVerify(otp);
    } catch (error) {
      setFailure(failureText(error));
      setDigits(emptyOtp());
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (!onResend) return;
    setFailure(null);
    setBusy('resend');
    try {
      const next = await onResend();
      setDigits(emptyOtp());
      expiry.restart(next.expiresIn);
      resendLock.restart(next.resendIn);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={verify} noValidate>
      {notice ? (
        <p className={formStyles.notice} role="status">
          {localiseMessage(notice)}
        </p>
      ) : null}
      <OtpBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(false);
        }}
        legend={legend}
        errorId={incomplete ? errorId : undefined}
        disabled={busy !== null}
      />
      {incomplete ? (
        <p id={errorId} className={formStyles.error} role="alert">
          {codeFormTexts.incomplete}
        </p>
      ) : null}
      <FormAlert message={failure} />
      <button type="submit" className={formStyles.submit} disabled={busy !== null}>
        {busy === 'verify' ? codeFormTexts.verifying : (verifyLabel ?? codeFormTexts.verify)}
      </button>
      <div className={styles.timer}>
        {timings ? (
          <p className={styles.line}>
            {expiry.remaining > 0 ? (
              <>
                {codeFormTexts.expiresIn} <time className={styles.time}>{formatCountdown(expiry.remaining)}</time>
              </>
            ) : (
              codeFormTexts.expired
            )}
          </p>
        ) : null}
        {onResend ? (
          <button type="button" className={formStyles.linkButton} onClick={() => void resend()} disabled={busy !== null || resendLock.remaining > 0}>
            {codeFormTexts.resend}
          </button>
        ) : null}
        {onResend && resendLock.remaining > 0 ? (
          <p className={styles.line}>
            {codeFormTexts.resendIn} <time className={styles.time}>{formatCountdown(resendLock.remaining)}</time>
          </p>
        ) : null}
        {children}
      </div>
    </form>
  );
}
