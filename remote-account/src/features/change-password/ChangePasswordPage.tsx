import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLeaveEndedSession } from '@servenear/shared/api';
import { useChangeCustomerPassword } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@servenear/shared/auth-schemas';
import { PasswordField, gotNoReply, serverMessage, applyServerErrors, formStyles } from '@servenear/shared/forms';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { AccountLayout } from '../../components/account-layout/AccountLayout';
import styles from './ChangePasswordPage.module.css';

/** customer §8 'Password change': spelt as the spec spells them. */
export const changePasswordTexts = {
  title: 'Change Password',
  submit: 'Update Password',
  submitting: 'Processing...',
  success: 'Password successfully updated!',
  failed: 'Failed to update password.',
  error: 'An error occurred. Please try again.',
} as const;

const empty: ChangePasswordFormInput = { old_password: '', new_password: '', confirm_password: '' };
const fields = ['old_password', 'new_password', 'confirm_password'] as const;

function ChangePasswordForm() {
  const { notify } = useHost();
  const leaveEndedSession = useLeaveEndedSession();
  const changePassword = useChangeCustomerPassword();
  const form = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({
        oldPassword: values.old_password,
        newPassword: values.new_password,
        confirmPassword: values.confirm_password,
      });
      notify('success', changePasswordTexts.success);
      reset(empty);
    } catch (error) {
      if (gotNoReply(error)) {
        notify('error', changePasswordTexts.error);
        return;
      }
      if (leaveEndedSession(error)) return;
      applyServerErrors(error, fields, setError);
      notify('error', serverMessage(error) ?? changePasswordTexts.failed);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
        <PasswordField<ChangePasswordFormInput>
          name="old_password"
          label="Old password"
          toggleLabel="Show old password"
          autoComplete="current-password"
        />
        <NewPasswordFields />
        <button type="submit" className={`${formStyles.submit} ${styles.submit}`} disabled={isSubmitting}>
          {isSubmitting ? changePasswordTexts.submitting : changePasswordTexts.submit}
        </button>
      </form>
    </FormProvider>
  );
}

/** '/change-password' (customer §2, §5 'New password'). */
export default function ChangePasswordPage() {
  return (
    <AccountLayout title={changePasswordTexts.title}>
      <ChangePasswordForm />
    </AccountLayout>
  );
}
