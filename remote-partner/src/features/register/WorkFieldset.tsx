import { useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '@servenear/shared/forms';
import type { RegistrationFormInput } from './registrationForm';
import { workTexts as texts } from './texts';
import styles from './PartnerRegisterPage.module.css';

/** The partner's experience and services; the employee type is not asked, always 'permenent'. */
export function WorkFieldset() {
  const { register } = useFormContext<RegistrationFormInput>();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{texts.legend}</legend>
      <input type="hidden" {...register('employeeType')} />
      <TextField<RegistrationFormInput> name="experience" label={texts.experience} hint={texts.experienceHint} autoComplete="off" />
      <TextAreaField<RegistrationFormInput>
        name="description"
        label={texts.details}
        hint={texts.detailsHint}
        rows={4}
      />
    </fieldset>
  );
}
