import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, PasswordInput } from '@servenear/shared/forms';

interface NewPasswordFieldsProps {
  /** Prefix for the inputs' ids (useId() of the form). */
  idPrefix: string;
  newPassword: UseFormRegisterReturn<'new_password'>;
  confirmPassword: UseFormRegisterReturn<'confirm_password'>;
  errors: { new_password?: { message?: string }; confirm_password?: { message?: string } };
}

/** New password and its confirmation, as the reset, 'Create New Password' and change-password screens ask them. */
export function NewPasswordFields({ idPrefix, newPassword, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-new`} label="New password" error={errors.new_password?.message}>
        <PasswordInput
          id={`${idPrefix}-new`}
          error={errors.new_password?.message}
          toggleLabel="Show new password"
          autoComplete="new-password"
          {...newPassword}
        />
      </Field>
      <Field id={`${idPrefix}-confirm`} label="Confirm password" error={errors.confirm_password?.message}>
        <PasswordInput
          id={`${idPrefix}-confirm`}
          error={errors.confirm_password?.message}
          toggleLabel="Show confirm password"
          autoComplete="new-password"
          {...confirmPassword}
        />
      </Field>
    </>
  );
}
