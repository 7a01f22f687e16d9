import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@servenear/shared/router';
import { useCustomerLogin } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { loginSchema, type LoginInput } from '@servenear/shared/auth-schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { Form, MobileField, PasswordField, formStyles } from '@servenear/shared/forms';
import { authFieldTexts } from '../../ui/texts';
import { loginTexts } from './texts';

const rules = zodResolver(loginSchema);

/** '/login' (customer §2, §4 'Login': idle → processing → home, or back to idle). */
export default function LoginPage() {
  const { signIn, notify } = useHost();
  const navigate = useNavigate();
  const login = useCustomerLogin();
  /**
   * customer §8 'Login', the partner login's rule too (failureRule): the server's field messages
   * under their fields; a refusal (401, 403, 404, 423, 429) says the server's text above the button;
   * no reply says so; anything else 'Something went wrong.'.
   */
  const failure = { network: loginTexts.networkError, fallback: loginTexts.somethingWrong };

  return (
    <AuthCard
      title={loginTexts.title}
      subtitle={loginTexts.subtitle}
      footer={
        <>
          <p>
            {loginTexts.newHere}{' '}
            <Link className={authCardStyles.link} to="/sign-in">
              {loginTexts.signUp}
            </Link>
          </p>
          <p>
            {loginTexts.professional}{' '}
            <Link className={authCardStyles.link} to="/employee-login">
              {loginTexts.partnerLogin}
            </Link>
          </p>
        </>
      }
    >
      <Form<LoginInput>
        rules={rules}
        defaultValues={{ mobile: '', password: '' }}
        onSubmit={async (credentials) => {
          const { session } = await login.mutateAsync(credentials);
          signIn(session);
          notify('success', loginTexts.success);
          navigate('/');
        }}
        failure={failure}
        submitLabel={loginTexts.submit}
        submittingLabel={loginTexts.submitting}
      >
        <MobileField<LoginInput> name="mobile" label={authFieldTexts.mobile} autoComplete="tel" placeholder={authFieldTexts.mobilePlaceholder} />
        <PasswordField<LoginInput> name="password" label={authFieldTexts.password} toggleLabel={authFieldTexts.showPassword} autoComplete="current-password" />
        <p className={formStyles.aside}>
          <Link className={authCardStyles.link} to="/forgot">
            {loginTexts.forgot}
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
