import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useChangePartnerPassword } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@servenear/shared/auth-schemas';
import { PasswordField, applyServerErrors, formStyles as forms } from '@servenear/shared/forms';
import { PartnerLayout } from '../../components/layout/PartnerLayout';

/** customer §8 'Password change' (the partner screen says the same). */
export const passwordTexts = {
  save: 'Update password',
  saving: 'Updating...',
  updated: 'Password successfully updated!',
  failure: 'Password could not be updated. Please try again.',
} as const;

const passwordFields = ['old_password', 'new_password', 'confirm_password'] as const;
const emptyPasswords: ChangePasswordFormInput = { old_password: '', new_password: '', confirm_password: '' };

function ChangePasswordForm() {
  const { notify } = useHost();
  const changePassword = useChangePartnerPassword();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyPasswords });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (passwords) => {
    setOutcome(null);
    try {
      await changePassword.mutateAsync({
        oldPassword: passwords.old_password,
        newPassword: passwords.new_password,
        confirmPassword: passwords.confirm_password,
      });
      reset(emptyPasswords);
      setOutcome({ ok: true, message: passwordTexts.updated });
      notify('success', passwordTexts.updated);
    } catch (error) {
      const { shown, message } = applyServerErrors(error, passwordFields, setError);
      if (!shown) setOutcome({ ok: false, message: message ?? passwordTexts.failure });
      notify('error', message ?? passwordTexts.failure);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
        <PasswordField<ChangePasswordFormInput> name="old_password" label="Old password" autoComplete="current-password" />
        <PasswordField<ChangePasswordFormInput> name="new_password" label="New password" hint="At least 5 characters." autoComplete="new-password" />
        <PasswordField<ChangePasswordFormInput> name="confirm_password" label="Confirm new password" autoComplete="new-password" />
        {outcome && !isSubmitting ? (
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? forms.success : forms.alert}>
            {outcome.message}
          </p>
        ) : null}
        <button type="submit" className={forms.submit} disabled={isSubmitting}>
          {isSubmitting ? passwordTexts.saving : passwordTexts.save}
        </button>
      </form>
    </FormProvider>
  );
}

/** '/employee-change-password' (partner §2; the call is ours: POST employee/changepassword). */
export default function ChangePasswordPage() {
  return (
    <PartnerLayout title="Change password">
      <ChangePasswordForm />
    </PartnerLayout>
  );
}
