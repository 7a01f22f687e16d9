import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { authApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { signUpSchema, type SignUpInput } from '@servenear/shared/schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { Field, controlProps, FormAlert, PasswordInput, gotNoReply, serverMessage, applyServerErrors, formStyles } from '@servenear/shared/forms';

/** customer §2 /sign-in, §8 'Sign-up failure': spelt as the spec spells them. */
export const signUpTexts = {
  title: 'Sign Up',
  subtitle: 'Create your account to book verified local professionals. We will text you a code to confirm your number.',
  submit: 'Sign Up',
  submitting: 'Processing...',
  somethingWrong: 'Something went wrong.',
  networkError: 'Network error. Please try again.',
} as const;

const fields = ['name', 'mobile', 'password'] as const;

/** '/sign-in': registers the customer, who is then sent to the OTP screen by the shell. */
export default function SignUpPage() {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const { signIn } = useHost();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', mobile: '', password: '' } });

  const onSubmit = handleSubmit(async (account) => {
    setFailure(null);
    try {
      const { session } = await authApi.register(account);
      signIn(session);
      navigate('/');
    } catch (error) {
      if (gotNoReply(error)) {
        setFailure(signUpTexts.networkError);
        return;
      }
      if (applyServerErrors(error, fields, setError).shown) return;
      setFailure(serverMessage(error) ?? signUpTexts.somethingWrong);
    }
  });

  return (
    <AuthCard
      title={signUpTexts.title}
      subtitle={signUpTexts.subtitle}
      footer={
        <p>
          Already have an account?{' '}
          <Link className={authCardStyles.link} to="/login">
            Login
          </Link>
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <Field id={id('name')} label="Name" error={errors.name?.message}>
          <input
            className={formStyles.control}
            type="text"
            autoComplete="name"
            {...controlProps(id('name'), errors.name?.message)}
            {...register('name')}
          />
        </Field>
        <Field id={id('mobile')} label="Mobile number" error={errors.mobile?.message}>
          <input
            className={formStyles.control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={10}
            placeholder="10-digit mobile number"
            {...controlProps(id('mobile'), errors.mobile?.message)}
            {...register('mobile')}
          />
        </Field>
        <Field id={id('password')} label="Password" error={errors.password?.message}>
          <PasswordInput
            id={id('password')}
            error={errors.password?.message}
            toggleLabel="Show password"
            autoComplete="new-password"
            {...register('password')}
          />
        </Field>
        <FormAlert message={failure} />
        <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
          {isSubmitting ? signUpTexts.submitting : signUpTexts.submit}
        </button>
      </form>
    </AuthCard>
  );
}
