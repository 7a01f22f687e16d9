import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from '@servenear/shared/router';
import { useResetPassword } from '@servenear/shared/account-api';
import { newPasswordSchema, type NewPasswordInput } from '@servenear/shared/auth-schemas';
import { AuthCard, authCardStyles } from '../../ui/AuthCard';
import { Form, formStyles } from '@servenear/shared/forms';
import { localiseMessage } from '@servenear/shared/i18n';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { authFieldTexts } from '../../ui/texts';
import { redirectAfterResetMs, resetTexts } from './texts';

function resetTokenFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('resetToken' in state)) return null;
  const { resetToken } = state as { resetToken: unknown };
  return typeof resetToken === 'string' && resetToken !== '' ? resetToken : null;
}

const rules = zodResolver(newPasswordSchema);

function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  /** Reset: with the server's message, or null for ours (read when drawn). */
  const [done, setDone] = useState<{ message: string | null } | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <p className={formStyles.notice} role="status">
        {done.message === null ? resetTexts.resetDone : localiseMessage(done.message)} {resetTexts.redirecting}
      </p>
    );
  }

  return (
    <Form<NewPasswordInput>
      rules={rules}
      defaultValues={{ new_password: '', confirm_password: '' }}
      onSubmit={async ({ new_password, confirm_password }) => {
        const message = await resetPassword.mutateAsync({ resetToken, newPassword: new_password, confirmPassword: confirm_password });
        setDone({ message: message ?? null });
      }}
      failure={{ network: resetTexts.networkError, fallback: resetTexts.somethingWrong }}
      submitLabel={resetTexts.verify}
      submittingLabel={resetTexts.processing}
    >
      <NewPasswordFields />
    </Form>
  );
}

/**
 * The end of the forgot-password flow (customer §2): new password and confirmation, Verify,
 * then the login page 3 s after success. It needs the reset token that /forgot hands over;
 * opened without one, nothing is in progress, so it points to /forgot (routes.md) instead.
 */
export function NewPasswordScreen({ title }: { title: string }) {
  const resetToken = resetTokenFrom(useLocation().state);
  return (
    <AuthCard
      title={title}
      subtitle={resetToken ? resetTexts.resetSubtitle : undefined}
      footer={
        <p>
          <Link className={authCardStyles.link} to="/login">
            {authFieldTexts.backToLogin}
          </Link>
        </p>
      }
    >
      {resetToken ? (
        <NewPasswordForm resetToken={resetToken} />
      ) : (
        <div className={formStyles.form}>
          <p className={formStyles.hint}>{resetTexts.noResetInProgress}</p>
          <Link className={formStyles.buttonLink} to="/forgot">
            {resetTexts.getCode}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

/** '/reset-password'. */
export default function ResetPasswordPage() {
  return <NewPasswordScreen title={resetTexts.resetTitle} />;
}

/** '/create-new-password': the same screen under the spec's 'Create New Password' title. */
export function CreateNewPasswordPage() {
  return <NewPasswordScreen title={resetTexts.createTitle} />;
}
