import { zodResolver } from '@hookform/resolvers/zod';
import { Form, TextField, formStyles } from '@servenear/shared/forms';
import { opsCodeFormSchema, useOpsCode, type OpsCodeForm, type SecondFactor } from '@servenear/shared/ops-api';
import type { Session } from '@servenear/shared/host';
import { ResendCode } from './ResendCode';
import { signInTexts } from './texts';
import styles from './SignInPage.module.css';

const rules = zodResolver(opsCodeFormSchema);
const failure = { network: signInTexts.networkError, fallback: signInTexts.failure };

interface CodeStepProps {
  step: SecondFactor;
  /** A new code was sent: its challenge replaces the old one. */
  onResent(step: SecondFactor): void;
  onBack(): void;
  onSignedIn(session: Session): void;
}

/**
 * Step 2: the code texted after the right password. A wrong code is said under the field (the
 * server's 422 on `code`); an expired sign-in (on `challenge`) above the button, with Back.
 */
export function CodeStep({ step, onResent, onBack, onSignedIn }: CodeStepProps) {
  const code = useOpsCode();
  return (
    <>
      <p className={formStyles.notice} role="status">
        {step.message}
      </p>
      <p className={styles.intro}>
        {signInTexts.codeIntro} <span className={styles.hint}>{step.mobileHint}</span>.
      </p>
      <Form<OpsCodeForm>
        // A new challenge is a new form: the code typed for the old one is gone.
        key={step.challenge}
        rules={rules}
        defaultValues={{ code: '' }}
        onSubmit={async (values) => onSignedIn((await code.mutateAsync({ challenge: step.challenge, code: values.code })).session)}
        failure={failure}
        submitLabel={signInTexts.signIn}
        submittingLabel={signInTexts.signingIn}
        footer={
          <button type="button" className={formStyles.linkButton} onClick={onBack}>
            {signInTexts.back}
          </button>
        }
      >
        <TextField<OpsCodeForm>
          name="code"
          label={signInTexts.code}
          className={`${formStyles.control} ${styles.code}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
        />
      </Form>
      <ResendCode step={step} onResent={onResent} />
    </>
  );
}
