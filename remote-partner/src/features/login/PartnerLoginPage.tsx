import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { usePartnerLogin } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { loginSchema, type LoginInput } from '@servenear/shared/auth-schemas';
import { MobileField, PasswordField, applyServerErrors, FormAlert, formStyles as forms } from '@servenear/shared/forms';
import { loginTexts } from './texts';
import styles from './PartnerLoginPage.module.css';

const loginFields = ['mobile', 'password'] as const;

/** '/employee-login' (partner §2 'Login', §5, §8). */
export default function PartnerLoginPage() {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const host = useHost();
  const navigate = useNavigate();
  const login = usePartnerLogin();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { mobile: '', password: '' } });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (credentials) => {
    setServerMessage(null);
    try {
      const result = await login.mutateAsync(credentials);
      host.signIn({ role: 'employee', name: result.name, userId: result.id, verified: result.verified });
      host.notify('success', result.message || loginTexts.success);
      navigate('/');
    } catch (error) {
      const { shown, message } = applyServerErrors(error, loginFields, setError);
      if (!shown) setServerMessage(message ?? loginTexts.failure);
    }
  });

  return (
    <section className={styles.page} aria-labelledby={id('heading')}>
      <div className={styles.panel}>
        <p className={styles.brand}>ServeNear Partner</p>
        <h1 id={id('heading')} className={styles.heading}>
          {loginTexts.heading}
        </h1>
        <p className={styles.intro}>Log in with the mobile number you registered with to see your bookings and services.</p>
        <FormProvider {...form}>
          <form className={forms.form} onSubmit={onSubmit} noValidate>
            <MobileField<LoginInput> name="mobile" label="Mobile number" />
            <PasswordField<LoginInput> name="password" label="Password" autoComplete="current-password" />
            <FormAlert message={serverMessage} />
            <button type="submit" className={forms.submit} disabled={isSubmitting}>
              {isSubmitting ? loginTexts.submitting : loginTexts.submit}
            </button>
          </form>
        </FormProvider>
        <div className={styles.links}>
          <p>
            New to ServeNear? <Link to="/employee-register">Sign up as a partner</Link>
          </p>
          <p>
            Looking to book a service? <Link to="/login">Customer login</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
