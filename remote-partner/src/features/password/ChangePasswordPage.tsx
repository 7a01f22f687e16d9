import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useChangePartnerPassword } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@servenear/shared/auth-schemas';
import { Form, PasswordField, apiErrorMessage, formStyles as forms } from '@servenear/shared/forms';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { passwordTexts } from './texts';

const rules = zodResolver(changePasswordFormSchema);
const emptyPasswords: ChangePasswordFormInput = { old_password: '', new_password: '', confirm_password: '' };

/** The server's field messages say why under their fields; anything else says the call's message, above the button and in a toast. */
const failure = (error: unknown, fieldsShown: boolean) => (fieldsShown ? null : (apiErrorMessage(error) ?? passwordTexts.failure));

function ChangePasswordForm() {
  const { notify } = useHost();
  const changePassword = useChangePartnerPassword();
  const [updated, setUpdated] = useState(false);
  return (
    <Form<ChangePasswordFormInput>
      className={`${forms.form} ${forms.card}`}
      rules={rules}
      defaultValues={emptyPasswords}
      onSubmit={async (passwords, form) => {
        setUpdated(false);
        await changePassword.mutateAsync({
          oldPassword: passwords.old_password,
          newPassword: passwords.new_password,
          confirmPassword: passwords.confirm_password,
        });
        form.reset(emptyPasswords);
        setUpdated(true);
        notify('success', passwordTexts.updated);
      }}
      failure={failure}
      showFailureIn="both"
      submitLabel={passwordTexts.save}
      submittingLabel={passwordTexts.saving}
    >
      <PasswordField<ChangePasswordFormInput> name="old_password" label={passwordTexts.oldPassword} autoComplete="current-password" />
      <PasswordField<ChangePasswordFormInput> name="new_password" label={passwordTexts.newPassword} hint={passwordTexts.newPasswordHint} autoComplete="new-password" />
      <PasswordField<ChangePasswordFormInput> name="confirm_password" label={passwordTexts.confirmPassword} autoComplete="new-password" />
      {updated ? (
        <p role="status" className={forms.success}>
          {passwordTexts.updated}
        </p>
      ) : null}
    </Form>
  );
}

/** '/employee-change-password' (partner §2; the call is ours: POST employee/changepassword). */
export default function ChangePasswordPage() {
  return (
    <PartnerLayout title={passwordTexts.title}>
      <ChangePasswordForm />
    </PartnerLayout>
  );
}
