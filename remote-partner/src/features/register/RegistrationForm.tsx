import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@servenear/shared/router';
import { useRegisterPartner } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { partnerMessages } from '@servenear/shared/schemas';
import { applyServerErrors, FormAlert, formStyles as forms } from '@servenear/shared/forms';
import { BankDetailsFieldset } from './BankDetailsFieldset';
import { IdProofFieldset } from './IdProofFieldset';
import { PersonalDetailsFieldset } from './PersonalDetailsFieldset';
import { TermsConsent } from './TermsConsent';
import { UploadProgress } from '@servenear/shared/upload';
import { WorkFieldset } from './WorkFieldset';
import { registerTexts, registrationFields, registrationFormSchema, type RegistrationFormInput, type RegistrationFormOutput } from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

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
  const host = useHost();
  const registerPartner = useRegisterPartner();
  const [progress, setProgress] = useState(0);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyForm,
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (registration) => {
    setFormMessage(null);
    setProgress(0);
    try {
      const result = await registerPartner.mutateAsync({
        registration: { ...registration, isChecked: true },
        onUploadProgress: (event) => event.total && setProgress(Math.round((event.loaded / event.total) * 100)),
      });
      host.notify('success', result.message || partnerMessages.registered);
      onRegistered();
    } catch (error) {
      const { shown, message } = applyServerErrors(error, registrationFields, setError, { shouldFocus: true });
      const text = shown ? registerTexts.fixFields : (message ?? registerTexts.failure);
      setFormMessage(text);
      host.notify('error', text);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PersonalDetailsFieldset />
        <WorkFieldset />
        <BankDetailsFieldset />
        <IdProofFieldset />
        <TermsConsent />

        {isSubmitting ? <UploadProgress percent={progress} label={registerTexts.uploading} /> : null}
        <FormAlert message={isSubmitting ? null : formMessage} />
        <button type="submit" className={forms.submit} disabled={isSubmitting}>
          {isSubmitting ? registerTexts.submitting : registerTexts.submit}
        </button>
        <p className={styles.footnote}>
          Already registered? <Link to="/employee-login">Log in</Link>
        </p>
      </form>
    </FormProvider>
  );
}
