import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { CodeTimings } from '../../endpoints/codes';
import { fill } from '@servenear/shared/i18n';
import { formStyles } from '@servenear/shared/forms';
import { CodeForm } from './CodeForm';
import { maskPhone } from './maskPhone';
import { pendingNumberTexts } from './texts';
import styles from './CodeForm.module.css';

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
      <p className={styles.intro}>{fill(pendingNumberTexts.intro, { masked, current: currentMobile })}</p>
      {timings === undefined ? null : (
        <CodeForm legend={fill(pendingNumberTexts.legend, { masked })} timings={timings} verifyLabel={pendingNumberTexts.confirm} onVerify={onVerify} onResend={onResend} />
      )}
    </section>
  );
}
