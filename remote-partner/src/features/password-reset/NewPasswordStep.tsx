import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@servenear/shared/router';
import { useResetPartnerPassword } from '@servenear/shared/partner';
import { newPasswordSchema, type NewPasswordInput } from '@servenear/shared/auth-schemas';
import { Form, PasswordField, formStyles } from '@servenear/shared/forms';
import { partnerResetTexts as texts, redirectAfterResetMs } from './texts';

const rules = zodResolver(newPasswordSchema);

/** The last step of /employee-forgot: the new password with the reset token, then the login page 3 s later (customer §9). */
export function NewPasswordStep({ resetToken }: { resetToken: string }) {
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
      <PasswordField<NewPasswordInput> name="new_password" label={texts.newPassword} toggleLabel={texts.showNewPassword} autoComplete="new-password" />
      <PasswordField<NewPasswordInput> name="confirm_password" label={texts.confirmPassword} toggleLabel={texts.showConfirmPassword} autoComplete="new-password" />
    </Form>
  );
}
