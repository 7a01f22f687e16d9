import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from '@servenear/shared/router';
import { useResetPartnerPassword } from '@servenear/shared/partner';
import { newPasswordSchema, type NewPasswordInput } from '@servenear/shared/auth-schemas';
import { Form, PasswordField, formStyles } from '@servenear/shared/forms';
import { partnerResetTexts as texts, redirectAfterResetMs } from './texts';
import styles from '../../components/auth-panel/AuthPanel.module.css';

const rules = zodResolver(newPasswordSchema);

function resetTokenFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('resetToken' in state)) return null;
  const { resetToken } = state as { resetToken: unknown };
  return typeof resetToken === 'string' && resetToken !== '' ? resetToken : null;
}

function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPartnerPassword();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/employee-login', { replace: true }), redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <p className={formStyles.notice} role="status">
        {done} {texts.redirecting}
      </p>
    );
  }
  return (
    <Form<NewPasswordInput>
      rules={rules}
      defaultValues={{ new_password: '', confirm_password: '' }}
      onSubmit={async ({ new_password, confirm_password }) =>
        setDone(await resetPassword.mutateAsync({ resetToken, newPassword: new_password, confirmPassword: confirm_password }))
      }
      failure={{ network: texts.networkError, fallback: texts.somethingWrong }}
      submitLabel={texts.verify}
      submittingLabel={texts.processing}
    >
      <PasswordField<NewPasswordInput> name="new_password" label="New password" toggleLabel="Show new password" autoComplete="new-password" />
      <PasswordField<NewPasswordInput> name="confirm_password" label="Confirm password" toggleLabel="Show confirm password" autoComplete="new-password" />
    </Form>
  );
}

/**
 * '/employee-reset-password' (ours): the end of the partner's forgot-password, as the customer's
 * reset screen: new password and confirmation, then the partner login 3 s after success.
 */
export default function PartnerResetPasswordPage() {
  const headingId = useId();
  const resetToken = resetTokenFrom(useLocation().state);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <p className={styles.brand}>ServeNear Partner</p>
        <h1 id={headingId} className={styles.heading}>
          {texts.resetTitle}
        </h1>
        {resetToken ? (
          <>
            <p className={styles.intro}>{texts.resetIntro}</p>
            <NewPasswordForm resetToken={resetToken} />
          </>
        ) : (
          <div className={formStyles.form}>
            <p className={formStyles.hint}>{texts.noResetInProgress}</p>
            <Link className={formStyles.buttonLink} to="/employee-forgot">
              {texts.getCode}
            </Link>
          </div>
        )}
        <div className={styles.links}>
          <p>
            <Link to="/employee-login">{texts.backToLogin}</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
