import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { CodeTimings } from '../../endpoints/codes';
import { formStyles } from '@servenear/shared/forms';
import { CodeForm } from './CodeForm';
import { maskPhone } from './maskPhone';
import styles from './CodeForm.module.css';

export const pendingNumberTexts = {
  heading: 'Confirm your new mobile number',
  intro: (masked: string, current: string) =>
    `We have texted a 4-digit code to ${masked}. Until you enter it, you keep logging in with ${current}.`,
  legend: (masked: string) => `Enter the 4-digit code sent to ${masked}`,
  confirm: 'Confirm new number',
} as const;

interface PendingNumberStepProps {
  /** The new number waiting for its code, and the login number until then. */
  pendingMobile: string;
  currentMobile: string;
  /** The open code's timings (GET …/mobile-change/status). */
  loadTimings(): Promise<CodeTimings>;
  onVerify(otp: string): Promise<void>;
  onResend(): Promise<CodeTimings>;
}

/**
 * A profile page's step for a new login number (issue 36): the code texted to the new number,
 * counted from the server's timings, so a reload shows the real time left.
 */
export function PendingNumberStep({ pendingMobile, currentMobile, loadTimings, onVerify, onResend }: PendingNumberStepProps) {
  const headingId = useId();
  const [timings, setTimings] = useState<CodeTimings | null | undefined>(undefined);
  const asked = useRef(false);
  const load = useEffectEvent(() => {
    loadTimings().then(setTimings, () => setTimings(null));
  });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    load();
  }, []);
  const masked = maskPhone(pendingMobile);
  return (
    <section className={`${formStyles.card} ${styles.pending}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {pendingNumberTexts.heading}
      </h2>
      <p className={styles.intro}>{pendingNumberTexts.intro(masked, currentMobile)}</p>
      {timings === undefined ? null : (
        <CodeForm legend={pendingNumberTexts.legend(masked)} timings={timings} verifyLabel={pendingNumberTexts.confirm} onVerify={onVerify} onResend={onResend} />
      )}
    </section>
  );
}
