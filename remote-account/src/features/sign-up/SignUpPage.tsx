import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { useRegisterCustomer } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { signUpSchema, type SignUpInput } from '@servenear/shared/auth-schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { FormAlert, MobileField, PasswordField, TextField, gotNoReply, serverMessage, applyServerErrors, formStyles } from '@servenear/shared/forms';

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
  const { signIn } = useHost();
  const navigate = useNavigate();
  const registerCustomer = useRegisterCustomer();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', mobile: '', password: '' } });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (account) => {
    setFailure(null);
    try {
      const { session } = await registerCustomer.mutateAsync(account);
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
      <FormProvider {...form}>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <TextField<SignUpInput> name="name" label="Name" autoComplete="name" />
          <MobileField<SignUpInput> name="mobile" label="Mobile number" autoComplete="tel" placeholder="10-digit mobile number" />
          <PasswordField<SignUpInput> name="password" label="Password" toggleLabel="Show password" autoComplete="new-password" />
          <FormAlert message={failure} />
          <button type="submit" className={formStyles.submit} disabled={isSubmitting}>
            {isSubmitting ? signUpTexts.submitting : signUpTexts.submit}
          </button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
