import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { ApiError } from '@servenear/shared/api';
import { useCustomerLogin } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { loginSchema, type LoginInput } from '@servenear/shared/auth-schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { FormAlert, MobileField, PasswordField, gotNoReply, applyServerErrors, formStyles } from '@servenear/shared/forms';
import { loginTexts } from './texts';

/** customer §8 'Login': these statuses carry a text meant for the user, shown above the button. */
const shownStatuses = new Set([401, 403, 404, 429]);

function failureText(error: unknown): string {
  if (gotNoReply(error)) return loginTexts.networkError;
  if (error instanceof ApiError && shownStatuses.has(error.status)) return error.message;
  return loginTexts.somethingWrong;
}

/** '/login' (customer §2, §4 'Login': idle → processing → home, or back to idle). */
export default function LoginPage() {
  const { signIn, notify } = useHost();
  const navigate = useNavigate();
  const login = useCustomerLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { mobile: '', password: '' } });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { session } = await login.mutateAsync(credentials);
      signIn(session);
      notify('success', loginTexts.success);
      navigate('/');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && applyServerErrors(error, ['mobile', 'password'], setError).shown) return;
      setFailure(failureText(error));
    }
  });

  return (
    <AuthCard
      title={loginTexts.title}
      subtitle={loginTexts.subtitle}
      footer={
        <>
          <p>
            New to ServeNear?{' '}
            <Link className={authCardStyles.link} to="/sign-in">
              Sign Up
            </Link>
          </p>
          <p>
            Are you a service professional?{' '}
            <Link className={authCardStyles.link} to="/employee-login">
              Partner login
            </Link>
          </p>
        </>
      }
    >
      <FormProvider {...form}>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <MobileField<LoginInput> name="mobile" label="Mobile number" autoComplete="tel" placeholder="10-digit mobile number" />
          <PasswordField<LoginInput> name="password" label="Password" toggleLabel="Show password" autoComplete="current-password" />
          <p className={formStyles.aside}>
            <Link className={authCardStyles.link} to="/forgot">
              Forgot password?
            </Link>
          </p>
          <FormAlert message={failure} />
          <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
            {isSubmitting ? loginTexts.submitting : loginTexts.submit}
          </button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
