import { zodResolver } from '@hookform/resolvers/zod';
import { useChangeCustomerPassword } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@servenear/shared/auth-schemas';
import { Form, PasswordField, gotNoReply, serverMessage, formStyles } from '@servenear/shared/forms';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { AccountLayout } from '../../components/account-layout/AccountLayout';
import { changePasswordTexts } from './texts';
import styles from './ChangePasswordPage.module.css';

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
      <PasswordField<ChangePasswordFormInput> name="old_password" label={changePasswordTexts.oldPassword} toggleLabel={changePasswordTexts.showOldPassword} autoComplete="current-password" />
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
