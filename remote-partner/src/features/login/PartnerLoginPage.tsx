import { useId, useState } from 'react';
import { ApiError } from '@servenear/shared/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { usePartnerLogin } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { loginSchema, type LoginInput } from '@servenear/shared/auth-schemas';
import { Form, MobileField, PasswordField, formStyles } from '@servenear/shared/forms';
import { RegistrationCodeStep } from '../../components/codes/RegistrationCodeStep';
import { codeTexts } from '../../components/codes/texts';
import { layoutTexts } from '../../components/layout/texts';
import { loginTexts } from './texts';
import styles from '../../components/auth-panel/AuthPanel.module.css';

const rules = zodResolver(loginSchema);


/** '/employee-login' (partner §2 'Login', §5, §8). */
export default function PartnerLoginPage() {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const host = useHost();
  const navigate = useNavigate();
  const login = usePartnerLogin();
  /** A partner whose number still waits for its registration code: the code step instead of the form. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [confirmedMessage, setConfirmedMessage] = useState<string | null>(null);
  /** Back from the code step, the form keeps the number it was showing. */
  const [lastMobile, setLastMobile] = useState('');
  /**
   * The customer login's rule (failureRule, customer §8 'Login'): the server's field messages under
   * their fields; a refusal (401, 403 not approved, 404, 423, 429) says the server's text above the
   * button; no reply says so; anything else 'Login failed. Please try again.' (partner §8).
   */
  const failure = { network: loginTexts.networkError, fallback: loginTexts.failure };

  if (unconfirmed) {
    return (
      <section className={styles.page} aria-labelledby={id('heading')}>
        <div className={styles.panel}>
          <p className={styles.brand}>{layoutTexts.brandPartner}</p>
          <h1 id={id('heading')} className={styles.heading}>
            {codeTexts.registrationHeading}
          </h1>
          <RegistrationCodeStep
            mobile={unconfirmed}
            timings={null}
            notice={codeTexts.loginNotConfirmed}
            onConfirmed={(message) => {
              setConfirmedMessage(message);
              setUnconfirmed(null);
            }}
          />
          <div className={styles.links}>
            <button type="button" className={formStyles.linkButton} onClick={() => setUnconfirmed(null)}>
              {codeTexts.backToLogin}
            </button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={id('heading')}>
      <div className={styles.panel}>
        <p className={styles.brand}>{layoutTexts.brandPartner}</p>
        <h1 id={id('heading')} className={styles.heading}>
          {loginTexts.heading}
        </h1>
        <p className={styles.intro}>{loginTexts.intro}</p>
        {confirmedMessage ? (
          <p className={formStyles.notice} role="status">
            {confirmedMessage}
          </p>
        ) : null}
        <Form<LoginInput>
          rules={rules}
          defaultValues={{ mobile: lastMobile, password: '' }}
          onSubmit={async (credentials) => {
            let result;
            try {
              result = await login.mutateAsync(credentials);
            } catch (error) {
              // The password was right but the number never got its code (errors.otp): ask for it here.
              if (error instanceof ApiError && error.status === 403 && error.errors.otp) {
                setLastMobile(credentials.mobile);
                setUnconfirmed(credentials.mobile);
                return;
              }
              throw error;
            }
            host.signIn({ role: 'employee', name: result.name, userId: result.id, verified: result.verified });
            host.notify('success', result.message || loginTexts.success);
            navigate('/');
          }}
          failure={failure}
          submitLabel={loginTexts.submit}
          submittingLabel={loginTexts.submitting}
        >
          <MobileField<LoginInput> name="mobile" label={loginTexts.mobile} />
          <PasswordField<LoginInput> name="password" label={loginTexts.password} autoComplete="current-password" />
        </Form>
        <div className={styles.links}>
          <p>
            <Link to="/employee-forgot">{loginTexts.forgot}</Link>
          </p>
          <p>
            {loginTexts.newHere} <Link to="/employee-register">{loginTexts.signUp}</Link>
          </p>
          <p>
            {loginTexts.bookingService} <Link to="/login">{loginTexts.customerLogin}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
