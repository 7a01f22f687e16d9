import { Controller, useFormContext } from 'react-hook-form';
import { IdProofPicker } from './IdProofPicker';
import type { RegistrationFormInput } from './registrationForm';
import { idProofTexts } from './texts';
import styles from './PartnerRegisterPage.module.css';

/** The ID proofs, held by the form as files. */
export function IdProofFieldset() {
  const { control } = useFormContext<RegistrationFormInput>();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{idProofTexts.legend}</legend>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <IdProofPicker files={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} inputRef={field.ref} />
        )}
      />
    </fieldset>
  );
}
