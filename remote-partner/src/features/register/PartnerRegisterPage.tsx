import { useEffect, useId, useRef, useState } from 'react';
import { RegistrationForm, type Registered } from './RegistrationForm';
import { registerTexts } from './texts';
import { RegistrationReceived } from '../../components/verification/WaitingNote';
import { RegistrationCodeStep } from '../../components/codes/RegistrationCodeStep';
import { codeTexts } from '../../components/codes/texts';
import { layoutTexts } from '../../components/layout/texts';
import styles from './PartnerRegisterPage.module.css';

/**
 * '/employee-register' (partner §2 'Registration form', §3, §5, §8): the form, then the code
 * texted to the partner's number (partner KYC, issue 36), then the note that ops verify them.
 */
export default function PartnerRegisterPage() {
  const headingId = useId();
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const pageRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // The form is long: after each step, bring the partner (and screen readers) to the next one.
    if (registered) pageRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [registered, confirmed]);

  if (registered && confirmed) {
    return (
      <section ref={pageRef} className={styles.page}>
        <RegistrationReceived headingId={headingId} />
      </section>
    );
  }

  if (registered) {
    return (
      <section ref={pageRef} className={styles.page} aria-labelledby={headingId}>
        <div className={styles.codePanel}>
          <p className={styles.brand}>{layoutTexts.brandPartner}</p>
          <h1 id={headingId} className={styles.heading} tabIndex={-1}>
            {codeTexts.registrationHeading}
          </h1>
          <p className={styles.intro}>{codeTexts.registrationIntro}</p>
          <RegistrationCodeStep mobile={registered.mobile} timings={registered.code} onConfirmed={() => setConfirmed(true)} />
        </div>
      </section>
    );
  }

  return (
    <section ref={pageRef} className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={styles.brand}>{layoutTexts.brandPartner}</p>
        <h1 id={headingId} className={styles.heading}>
          {registerTexts.heading}
        </h1>
        <p className={styles.intro}>{registerTexts.intro}</p>
      </header>
      <RegistrationForm onRegistered={setRegistered} />
    </section>
  );
}
