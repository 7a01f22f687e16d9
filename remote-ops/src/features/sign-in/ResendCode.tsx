import { useState } from 'react';
import { failureRule, formStyles } from '@servenear/shared/forms';
import { formatCountdown, useCountdown } from '@servenear/shared/codes';
import { useOpsResendCode, type SecondFactor } from '@servenear/shared/ops-api';
import { signInTexts } from './texts';
import styles from './SignInPage.module.css';

const failureText = failureRule({ network: signInTexts.networkError, fallback: signInTexts.failure });

/**
 * How long the code lives, and "Send a new code", enabled exactly when the server will send one
 * (its `resend_in`); both count against the clock from the timings of the last code sent.
 */
export function ResendCode({ step, onResent }: { step: SecondFactor; onResent(step: SecondFactor): void }) {
  const resend = useOpsResendCode();
  const expiry = useCountdown(step.expiresIn);
  const lock = useCountdown(step.resendIn);
  const [failure, setFailure] = useState<string | null>(null);

  const sendAgain = async () => {
    setFailure(null);
    try {
      const next = await resend.mutateAsync(step.challenge);
      expiry.restart(next.expiresIn);
      lock.restart(next.resendIn);
      onResent(next);
    } catch (error) {
      setFailure(failureText(error, false));
    }
  };

  return (
    <div className={styles.timer}>
      <p>
        {expiry.remaining > 0 ? (
          <>
            {signInTexts.expiresIn} <time>{formatCountdown(expiry.remaining)}</time>
          </>
        ) : (
          signInTexts.expired
        )}
      </p>
      <button type="button" className={formStyles.linkButton} onClick={() => void sendAgain()} disabled={resend.isPending || lock.remaining > 0}>
        {resend.isPending ? signInTexts.resending : signInTexts.resend}
      </button>
      {lock.remaining > 0 ? (
        <p>
          {signInTexts.resendIn} <time>{formatCountdown(lock.remaining)}</time>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
