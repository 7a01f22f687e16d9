import { PasswordField } from '@servenear/shared/forms';
import { authFieldTexts as texts } from './texts';

/** The two fields every form that sets a password has; the form itself may have more. */
type NewPasswordValues = { new_password: string; confirm_password: string };

/**
 * New password and its confirmation, as the reset, 'Create New Password' and change-password
 * screens ask them; rendered inside the form's FormProvider.
 */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField<NewPasswordValues> name="new_password" label={texts.newPassword} toggleLabel={texts.showNewPassword} autoComplete="new-password" />
      <PasswordField<NewPasswordValues>
        name="confirm_password"
        label={texts.confirmPassword}
        toggleLabel={texts.showConfirmPassword}
        autoComplete="new-password"
      />
    </>
  );
}
