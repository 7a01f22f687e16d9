import { Link, useLocation } from '@servenear/shared/router';
import { rejectionText, verificationTexts } from './texts';
import styles from './WaitingNote.module.css';

/** After registration: what happens next, and the way to the login page. */
export function RegistrationReceived({ headingId }: { headingId: string }) {
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <span className={styles.tick} aria-hidden="true">
        ✓
      </span>
      <h1 id={headingId} className={styles.heading} tabIndex={-1}>
        {verificationTexts.registeredHeading}
      </h1>
      <h2 className={styles.subheading}>{verificationTexts.waitingHeading}</h2>
      <ol className={styles.steps}>
        <li>{verificationTexts.stepReceived}</li>
        <li>{verificationTexts.stepChecking}</li>
        <li>{verificationTexts.stepBookings}</li>
      </ol>
      <Link className={styles.action} to="/employee-login">
        {verificationTexts.loginLink}
      </Link>
    </section>
  );
}

/** The banner of the employee layout for a partner who is not verified yet (or was refused). */
export function VerificationBanner({ status, reason }: { status: 'pending' | 'rejected'; reason: string | null }) {
  if (status === 'rejected') {
    return (
      <div role="alert" className={`${styles.banner} ${styles.rejected}`}>
        <strong>{verificationTexts.rejectedHeading}</strong>
        <p>{rejectionText(reason)}</p>
      </div>
    );
  }
  return (
    <div role="status" className={styles.banner}>
      <strong>{verificationTexts.waitingHeading}</strong>
      <p>{verificationTexts.waitingBody}</p>
      <p>
        {verificationTexts.prepareWorkArea} <Link to="/employee-work-area">{verificationTexts.workAreaLink}</Link>
      </p>
    </div>
  );
}

/** Issue 36: changed bank details wait for ops' check; no payout is made meanwhile. */
export function PayoutHoldBanner() {
  const onBankPage = useLocation().pathname === '/employee-edit-bank';
  return (
    <div role="status" className={styles.banner}>
      <strong>{verificationTexts.payoutHoldHeading}</strong>
      <p>{verificationTexts.payoutHoldBody}</p>
      {onBankPage ? null : (
        <p>
          <Link to="/employee-edit-bank">{verificationTexts.payoutHoldLink}</Link>
        </p>
      )}
    </div>
  );
}
