import { zodResolver } from '@hookform/resolvers/zod';
import { useChangeCustomerPassword } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@servenear/shared/auth-schemas';
import { Form, PasswordField, gotNoReply, serverMessage, formStyles } from '@servenear/shared/forms';
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
const rules = zodResolver(changePasswordFormSchema);

/** customer §8 'Password change': toasted, the server's text even beside its field message. */
const failure = (error: unknown) => (gotNoReply(error) ? changePasswordTexts.error : (serverMessage(error) ?? changePasswordTexts.failed));

function ChangePasswordForm() {
  const { notify } = useHost();
  const changePassword = useChangeCustomerPassword();
  return (
    <Form<ChangePasswordFormInput>
      className={`${formStyles.form} ${styles.form}`}
      rules={rules}
      defaultValues={empty}
      onSubmit={async (values, form) => {
        await changePassword.mutateAsync({
          oldPassword: values.old_password,
          newPassword: values.new_password,
          confirmPassword: values.confirm_password,
        });
        notify('success', changePasswordTexts.success);
        form.reset(empty);
      }}
      signedIn
      failure={failure}
      showFailureIn="toast"
      submitLabel={changePasswordTexts.submit}
      submittingLabel={changePasswordTexts.submitting}
      submitClassName={styles.submit}
    >
      <PasswordField<ChangePasswordFormInput> name="old_password" label="Old password" toggleLabel="Show old password" autoComplete="current-password" />
      <NewPasswordFields />
    </Form>
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
