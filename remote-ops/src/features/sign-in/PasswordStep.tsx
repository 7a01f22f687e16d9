import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@servenear/shared/auth-schemas';
import { Form, MobileField, PasswordField } from '@servenear/shared/forms';
import { useOpsPassword, type SecondFactor } from '@servenear/shared/ops-api';
import { signInTexts } from './texts';
import styles from './SignInPage.module.css';

const rules = zodResolver(loginSchema);
const failure = { network: signInTexts.networkError, fallback: signInTexts.failure };

interface PasswordStepProps {
  /** The number typed before going back from the code step. */
  mobile: string;
  onCodeSent(step: SecondFactor, mobile: string): void;
}

/** Step 1: the mobile number and password. The right ones open no session, only the code step. */
export function PasswordStep({ mobile, onCodeSent }: PasswordStepProps) {
  const password = useOpsPassword();
  return (
    <>
      <p className={styles.intro}>{signInTexts.passwordIntro}</p>
      <Form<LoginInput>
        rules={rules}
        defaultValues={{ mobile, password: '' }}
        onSubmit={async (credentials) => onCodeSent(await password.mutateAsync(credentials), credentials.mobile)}
        failure={failure}
        submitLabel={signInTexts.continue}
        submittingLabel={signInTexts.checking}
      >
        <MobileField<LoginInput> name="mobile" label={signInTexts.mobile} autoFocus />
        <PasswordField<LoginInput> name="password" label={signInTexts.password} autoComplete="current-password" />
      </Form>
    </>
  );
}
