import { useFormContext } from 'react-hook-form';
import { TextAreaField, TextField } from '@servenear/shared/forms';
import type { RegistrationFormInput } from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

/** The partner's experience and services; the employee type is not asked, always 'permenent'. */
export function WorkFieldset() {
  const { register } = useFormContext<RegistrationFormInput>();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Work</legend>
      <input type="hidden" {...register('employeeType')} />
      <TextField<RegistrationFormInput> name="experience" label="Experience" hint="For example: 3 years." autoComplete="off" />
      <TextAreaField<RegistrationFormInput>
        name="description"
        label="Job details"
        hint="The work you do and the services you offer, e.g. plumbing repairs, house cleaning."
        rows={4}
      />
    </fieldset>
  );
}
