import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { useRegisterCustomer } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { signUpSchema, type SignUpInput } from '@servenear/shared/auth-schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { Form, MobileField, PasswordField, TextField } from '@servenear/shared/forms';
import { authFieldTexts } from '../../ui/texts';
import { signUpTexts } from './texts';

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
          {signUpTexts.haveAccount}{' '}
          <Link className={authCardStyles.link} to="/login">
            {signUpTexts.login}
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
        <TextField<SignUpInput> name="name" label={authFieldTexts.name} autoComplete="name" />
        <MobileField<SignUpInput> name="mobile" label={authFieldTexts.mobile} autoComplete="tel" placeholder={authFieldTexts.mobilePlaceholder} />
        <PasswordField<SignUpInput> name="password" label={authFieldTexts.password} toggleLabel={authFieldTexts.showPassword} autoComplete="new-password" />
      </Form>
    </AuthCard>
  );
}
