import { genders, latestAdultBirthDate } from '@servenear/shared/schemas';
import { DateField, EmailField, MobileField, PasswordField, SelectField, TextAreaField, TextField, formStyles as forms } from '@servenear/shared/forms';
import { todayIso, type RegistrationFormInput } from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

const genderLabels: Record<(typeof genders)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };
const genderOptions = genders.map((gender) => ({ value: gender, label: genderLabels[gender] }));

/** Who the partner is and how to reach them. */
export function PersonalDetailsFieldset() {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Personal details</legend>
      <div className={forms.row}>
        <TextField<RegistrationFormInput> name="name" label="Full name" autoComplete="name" />
        <MobileField<RegistrationFormInput> name="mobile" label="Mobile number" />
      </div>
      <div className={forms.row}>
        <EmailField<RegistrationFormInput> name="email" label="Email" />
        <PasswordField<RegistrationFormInput> name="password" label="Password" hint="At least 8 characters, not a common password." autoComplete="new-password" />
      </div>
      <div className={forms.row}>
        <DateField<RegistrationFormInput>
          name="dob"
          label="Date of birth"
          hint="You must be 18 or older."
          max={latestAdultBirthDate(todayIso())}
          autoComplete="bday"
        />
        <SelectField<RegistrationFormInput> name="gender" label="Gender" placeholder="Select gender" options={genderOptions} autoComplete="sex" />
      </div>
      <TextAreaField<RegistrationFormInput>
        name="address"
        label="Address"
        hint="Where you live and work from, with area and city."
        rows={3}
        autoComplete="street-address"
      />
    </fieldset>
  );
}
