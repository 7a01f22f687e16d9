import { useEffect, useId, useRef, useState } from 'react';
import { RegistrationForm } from './RegistrationForm';
import { registerTexts } from './registrationForm';
import { RegistrationReceived } from '../../components/verification/WaitingNote';
import styles from './PartnerRegisterPage.module.css';

/** '/employee-register' (partner §2 'Registration form', §3, §5, §8). */
export default function PartnerRegisterPage() {
  const headingId = useId();
  const [registered, setRegistered] = useState(false);
  const pageRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // The form is long: after success, bring the partner (and screen readers) to the note.
    if (registered) pageRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [registered]);

  if (registered) {
    return (
      <section ref={pageRef} className={styles.page}>
        <RegistrationReceived headingId={headingId} />
      </section>
    );
  }

  return (
    <section ref={pageRef} className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={styles.brand}>ServeNear Partner</p>
        <h1 id={headingId} className={styles.heading}>
          {registerTexts.heading}
        </h1>
        <p className={styles.intro}>{registerTexts.intro}</p>
      </header>
      <RegistrationForm onRegistered={() => setRegistered(true)} />
    </section>
  );
}
