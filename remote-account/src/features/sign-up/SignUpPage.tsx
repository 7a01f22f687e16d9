import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { useRegisterCustomer } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { signUpSchema, type SignUpInput } from '@servenear/shared/auth-schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { Form, MobileField, PasswordField, TextField } from '@servenear/shared/forms';

/** customer §2 /sign-in, §8 'Sign-up failure': spelt as the spec spells them. */
export const signUpTexts = {
  title: 'Sign Up',
  subtitle: 'Create your account to book verified local professionals. We will text you a code to confirm your number.',
  submit: 'Sign Up',
  submitting: 'Processing...',
  somethingWrong: 'Something went wrong.',
  networkError: 'Network error. Please try again.',
} as const;

const rules = zodResolver(signUpSchema);

/** '/sign-in': registers the customer, who is then sent to the OTP screen by the shell. */
export default function SignUpPage() {
  const { signIn } = useHost();
  const navigate = useNavigate();
  const registerCustomer = useRegisterCustomer();

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
      <Form<SignUpInput>
        rules={rules}
        defaultValues={{ name: '', mobile: '', password: '' }}
        onSubmit={async (account) => {
          const { session } = await registerCustomer.mutateAsync(account);
          signIn(session);
          navigate('/');
        }}
        failure={{ network: signUpTexts.networkError, fallback: signUpTexts.somethingWrong }}
        submitLabel={signUpTexts.submit}
        submittingLabel={signUpTexts.submitting}
      >
        <TextField<SignUpInput> name="name" label="Name" autoComplete="name" />
        <MobileField<SignUpInput> name="mobile" label="Mobile number" autoComplete="tel" placeholder="10-digit mobile number" />
        <PasswordField<SignUpInput> name="password" label="Password" toggleLabel="Show password" autoComplete="new-password" />
      </Form>
    </AuthCard>
  );
}
