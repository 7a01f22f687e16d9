import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from '@servenear/shared/router';
import { useHost, type Session } from '@servenear/shared/host';
import { useForgetOpsReads, type SecondFactor } from '@servenear/shared/ops-api';
import { signedOutState } from '../../components/session/signedOut';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';
import { signInTexts } from './texts';
import styles from './SignInPage.module.css';

/** '/ops/sign-in': an ops person signs in with their password, then the code texted to them. */
export default function SignInPage() {
  const headingId = useId();
  const { session, signIn, endSession } = useHost();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const signedOut = signedOutState.isIn(state);
  const [step, setStep] = useState<SecondFactor | null>(null);
  const [mobile, setMobile] = useState('');
  const forgetOpsReads = useForgetOpsReads();

  useEffect(() => {
    if (!session) return;
    if (signedOut) {
      // The console's Sign out ended the session on the server and came here first, so the
      // guard of /ops/* never saw it end: forget it now, and the mark with it.
      endSession();
      forgetOpsReads();
      navigate(pathname, { replace: true, state: null });
    } else if (session.role === 'admin') {
      navigate('/ops', { replace: true });
    }
  }, [session, signedOut, endSession, forgetOpsReads, navigate, pathname]);

  const signedIn = (next: Session) => {
    signIn(next);
    navigate('/ops', { replace: true });
  };

  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {signInTexts.brand}
        </h1>
        {step ? (
          <CodeStep step={step} onResent={setStep} onBack={() => setStep(null)} onSignedIn={signedIn} />
        ) : (
          <PasswordStep
            mobile={mobile}
            onCodeSent={(next, typed) => {
              setMobile(typed);
              setStep(next);
            }}
          />
        )}
      </section>
    </main>
  );
}
