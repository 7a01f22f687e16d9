import { useId, useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { partnerApi } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { partnerMessages, genders } from '@servenear/shared/schemas';
import { Field, controlProps, PasswordInput, applyServerErrors, FormAlert, formStyles as forms } from '@servenear/shared/forms';
import { IdProofPicker } from './IdProofPicker';
import { UploadProgress } from './UploadProgress';
import {
  registerTexts,
  registrationFields,
  registrationFormSchema,
  todayIso,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

const genderLabels: Record<(typeof genders)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

/** gender starts unset so the select shows its prompt and an empty submit asks for it. */
const emptyForm: DefaultValues<RegistrationFormInput> = {
  name: '',
  mobile: '',
  email: '',
  password: '',
  dob: '',
  address: '',
  employeeType: 'permenent',
  experience: '',
  description: '',
  bankName: '',
  accountNumber: '',
  ifcsCode: '',
  branchName: '',
  isChecked: false,
  images: [],
};

export function RegistrationForm({ onRegistered }: { onRegistered(): void }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const host = useHost();
  const [progress, setProgress] = useState(0);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (registration) => {
    setFormMessage(null);
    setProgress(0);
    try {
      const result = await partnerApi.register(
        { ...registration, isChecked: true },
        { onUploadProgress: (event) => event.total && setProgress(Math.round((event.loaded / event.total) * 100)) },
      );
      host.notify('success', result.message || partnerMessages.registered);
      onRegistered();
    } catch (error) {
      const { shown, message } = applyServerErrors(error, registrationFields, setError, { shouldFocus: true });
      const text = shown ? registerTexts.fixFields : (message ?? registerTexts.failure);
      setFormMessage(text);
      host.notify('error', text);
    }
  });

  const error = (field: keyof RegistrationFormInput) => errors[field]?.message;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Personal details</legend>
        <div className={forms.row}>
          <Field id={id('name')} label="Full name" error={error('name')}>
            <input className={forms.control} type="text" autoComplete="name" {...controlProps(id('name'), error('name'))} {...register('name')} />
          </Field>
          <Field id={id('mobile')} label="Mobile number" error={error('mobile')}>
            <input
              className={forms.control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              {...controlProps(id('mobile'), error('mobile'))}
              {...register('mobile')}
            />
          </Field>
        </div>
        <div className={forms.row}>
          <Field id={id('email')} label="Email" error={error('email')}>
            <input
              className={forms.control}
              type="email"
              inputMode="email"
              autoComplete="email"
              {...controlProps(id('email'), error('email'))}
              {...register('email')}
            />
          </Field>
          <Field id={id('password')} label="Password" error={error('password')} hint="At least 6 characters.">
            <PasswordInput autoComplete="new-password" id={id('password')} error={error('password')} hint {...register('password')} />
          </Field>
        </div>
        <div className={forms.row}>
          <Field id={id('dob')} label="Date of birth" error={error('dob')}>
            <input className={forms.control} type="date" max={todayIso()} autoComplete="bday" {...controlProps(id('dob'), error('dob'))} {...register('dob')} />
          </Field>
          <Field id={id('gender')} label="Gender" error={error('gender')}>
            <select className={forms.control} autoComplete="sex" {...controlProps(id('gender'), error('gender'))} {...register('gender')}>
              <option value="">Select gender</option>
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {genderLabels[gender]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={id('address')} label="Address" error={error('address')} hint="Where you live and work from, with area and city.">
          <textarea
            className={`${forms.control} ${forms.textarea}`}
            rows={3}
            autoComplete="street-address"
            {...controlProps(id('address'), error('address'), true)}
            {...register('address')}
          />
        </Field>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Work</legend>
        <input type="hidden" {...register('employeeType')} />
        <Field id={id('experience')} label="Experience" error={error('experience')} hint="For example: 3 years.">
          <input className={forms.control} type="text" autoComplete="off" {...controlProps(id('experience'), error('experience'), true)} {...register('experience')} />
        </Field>
        <Field
          id={id('description')}
          label="Job details"
          error={error('description')}
          hint="The work you do and the services you offer, e.g. plumbing repairs, house cleaning."
        >
          <textarea
            className={`${forms.control} ${forms.textarea}`}
            rows={4}
            {...controlProps(id('description'), error('description'), true)}
            {...register('description')}
          />
        </Field>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Bank details</legend>
        <p className={forms.hint}>Your earnings are paid into this account.</p>
        <div className={forms.row}>
          <Field id={id('bankName')} label="Bank name" error={error('bankName')}>
            <input className={forms.control} type="text" autoComplete="off" {...controlProps(id('bankName'), error('bankName'))} {...register('bankName')} />
          </Field>
          <Field id={id('accountNumber')} label="Account number" error={error('accountNumber')}>
            <input
              className={forms.control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              {...controlProps(id('accountNumber'), error('accountNumber'))}
              {...register('accountNumber')}
            />
          </Field>
        </div>
        <div className={forms.row}>
          <Field id={id('ifcsCode')} label="IFSC code" error={error('ifcsCode')}>
            <input
              className={`${forms.control} ${styles.upper}`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              {...controlProps(id('ifcsCode'), error('ifcsCode'))}
              {...register('ifcsCode')}
            />
          </Field>
          <Field id={id('branchName')} label="Branch name (optional)" error={error('branchName')}>
            <input className={forms.control} type="text" autoComplete="off" {...controlProps(id('branchName'), error('branchName'))} {...register('branchName')} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>ID proof</legend>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <IdProofPicker files={field.value ?? []} onChange={field.onChange} error={error('images')} inputRef={field.ref} />
          )}
        />
      </fieldset>

      <div className={styles.section}>
        <label className={forms.check}>
          <input type="checkbox" aria-invalid={error('isChecked') ? true : undefined} aria-describedby={error('isChecked') ? id('terms-error') : undefined} {...register('isChecked')} />
          <span>
            I accept the{' '}
            <Link to="/pages/terms-and-conditions" target="_blank" rel="noopener">
              terms and conditions
            </Link>{' '}
            and confirm that my details are true.
          </span>
        </label>
        {error('isChecked') ? (
          <p id={id('terms-error')} className={forms.error}>
            {error('isChecked')}
          </p>
        ) : null}
      </div>

      {isSubmitting ? <UploadProgress percent={progress} label={registerTexts.uploading} /> : null}
      <FormAlert message={isSubmitting ? null : formMessage} />
      <button type="submit" className={forms.submit} disabled={isSubmitting}>
        {isSubmitting ? registerTexts.submitting : registerTexts.submit}
      </button>
      <p className={styles.footnote}>
        Already registered? <Link to="/employee-login">Log in</Link>
      </p>
    </form>
  );
}
