import { genders, latestAdultBirthDate } from '@servenear/shared/schemas';
import { DateField, EmailField, MobileField, PasswordField, SelectField, TextAreaField, TextField, formStyles as forms } from '@servenear/shared/forms';
import { todayIso, type RegistrationFormInput } from './registrationForm';
import { personalTexts as texts } from './texts';
import styles from './PartnerRegisterPage.module.css';

/** Who the partner is and how to reach them. */
export function PersonalDetailsFieldset() {
  const genderOptions = genders.map((gender) => ({ value: gender, label: texts.genders[gender] }));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{texts.legend}</legend>
      <div className={forms.row}>
        <TextField<RegistrationFormInput> name="name" label={texts.name} autoComplete="name" />
        <MobileField<RegistrationFormInput> name="mobile" label={texts.mobile} />
      </div>
      <div className={forms.row}>
        <EmailField<RegistrationFormInput> name="email" label={texts.email} />
        <PasswordField<RegistrationFormInput> name="password" label={texts.password} hint={texts.passwordHint} autoComplete="new-password" />
      </div>
      <div className={forms.row}>
        <DateField<RegistrationFormInput>
          name="dob"
          label={texts.dob}
          hint={texts.dobHint}
          max={latestAdultBirthDate(todayIso())}
          autoComplete="bday"
        />
        <SelectField<RegistrationFormInput> name="gender" label={texts.gender} placeholder={texts.choose} options={genderOptions} autoComplete="sex" />
      </div>
      <TextAreaField<RegistrationFormInput>
        name="address"
        label={texts.address}
        hint={texts.addressHint}
        rows={3}
        autoComplete="street-address"
      />
    </fieldset>
  );
}
