import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@servenear/shared/schemas';
import { Field, PasswordInput, applyServerErrors, formStyles as forms } from '@servenear/shared/forms';
import { PartnerLayout } from '../layout/PartnerLayout';

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
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const { notify } = useHost();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyPasswords });

  const onSubmit = handleSubmit(async (passwords) => {
    setOutcome(null);
    try {
      await partnerApi.changePassword({
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
    <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
      <Field id={id('old')} label="Old password" error={errors.old_password?.message}>
        <PasswordInput autoComplete="current-password" id={id('old')} error={errors.old_password?.message} {...register('old_password')} />
      </Field>
      <Field id={id('new')} label="New password" error={errors.new_password?.message} hint="At least 5 characters.">
        <PasswordInput autoComplete="new-password" id={id('new')} error={errors.new_password?.message} hint {...register('new_password')} />
      </Field>
      <Field id={id('confirm')} label="Confirm new password" error={errors.confirm_password?.message}>
        <PasswordInput autoComplete="new-password" id={id('confirm')} error={errors.confirm_password?.message} {...register('confirm_password')} />
      </Field>
      {outcome && !isSubmitting ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? forms.success : forms.alert}>
          {outcome.message}
        </p>
      ) : null}
      <button type="submit" className={forms.submit} disabled={isSubmitting}>
        {isSubmitting ? passwordTexts.saving : passwordTexts.save}
      </button>
    </form>
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
