import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { partnerApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { loginSchema, type LoginInput } from '@servenear/shared/schemas';
import { Field, controlProps, PasswordInput, splitServerErrors, FormAlert, formStyles as forms } from '@servenear/shared/forms';
import { loginTexts } from './texts';
import styles from './PartnerLoginPage.module.css';

const loginFields = ['mobile', 'password'] as const;

/** '/employee-login' (partner §2 'Login', §5, §8). */
export default function PartnerLoginPage() {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const host = useHost();
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { mobile: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    setServerMessage(null);
    try {
      const result = await partnerApi.login(credentials);
      host.signIn({ role: 'employee', name: result.name, userId: result.id, verified: result.verified });
      host.notify('success', result.message || loginTexts.success);
      navigate('/');
    } catch (error) {
      const { fieldErrors, message } = splitServerErrors(error, loginFields);
      for (const field of loginFields) {
        const fieldMessage = fieldErrors[field];
        if (fieldMessage) setError(field, { type: 'server', message: fieldMessage });
      }
      if (Object.keys(fieldErrors).length === 0) setServerMessage(message ?? loginTexts.failure);
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
        <form className={forms.form} onSubmit={onSubmit} noValidate>
          <Field id={id('mobile')} label="Mobile number" error={errors.mobile?.message}>
            <input
              className={forms.control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              {...controlProps(id('mobile'), errors.mobile?.message)}
              {...register('mobile')}
            />
          </Field>
          <Field id={id('password')} label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" id={id('password')} error={errors.password?.message} {...register('password')} />
          </Field>
          <FormAlert message={serverMessage} />
          <button type="submit" className={forms.submit} disabled={isSubmitting}>
            {isSubmitting ? loginTexts.submitting : loginTexts.submit}
          </button>
        </form>
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
