import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@servenear/shared/router';
import { useRegisterPartner, type CodeTimings } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { partnerMessages } from '@servenear/shared/schemas';
import { Form, apiErrorMessage } from '@servenear/shared/forms';
import { BankDetailsFieldset } from './BankDetailsFieldset';
import { IdProofFieldset } from './IdProofFieldset';
import { PersonalDetailsFieldset } from './PersonalDetailsFieldset';
import { TermsConsent } from './TermsConsent';
import { UploadProgress } from '@servenear/shared/upload';
import { WorkFieldset } from './WorkFieldset';
import { registrationFormSchema, type RegistrationFormInput, type RegistrationFormOutput } from './registrationForm';
import { registerTexts } from './texts';
import styles from './PartnerRegisterPage.module.css';

/**
 * gender starts unset so the select shows its prompt and an empty submit asks for it (named here
 * all the same: the form's order is this one, the order a refusal's first field is focused in).
 */
const emptyForm: DefaultValues<RegistrationFormInput> = {
  name: '',
  mobile: '',
  email: '',
  password: '',
  dob: '',
  gender: undefined,
  address: '',
  employeeType: 'permenent',
  experience: '',
  description: '',
  bankName: '',
  accountHolderName: '',
  accountNumber: '',
  ifcsCode: '',
  branchName: '',
  isChecked: false,
  images: [],
};

const rules = zodResolver(registrationFormSchema);

/** The server's field messages are under their fields, and the alert says to correct them; else the call's message. */
const failure = (error: unknown, fieldsShown: boolean) => (fieldsShown ? registerTexts.fixFields : (apiErrorMessage(error) ?? registerTexts.failure));

/** A registration the server took: the number its code went to, and that code's timings (null: none went out). */
export interface Registered {
  mobile: string;
  code: CodeTimings | null;
}

export function RegistrationForm({ onRegistered }: { onRegistered(registered: Registered): void }) {
  const host = useHost();
  const registerPartner = useRegisterPartner();
  const [progress, setProgress] = useState(0);

  return (
    <Form<RegistrationFormInput, RegistrationFormOutput>
      className={styles.form}
      rules={rules}
      defaultValues={emptyForm}
      onSubmit={async (registration) => {
        setProgress(0);
        const result = await registerPartner.mutateAsync({
          registration: { ...registration, isChecked: true },
          onUploadProgress: (event) => event.total && setProgress(Math.round((event.loaded / event.total) * 100)),
        });
        host.notify('success', result.message || partnerMessages.registered);
        onRegistered({ mobile: registration.mobile, code: result.code });
      }}
      failure={failure}
      showFailureIn="both"
      submitLabel={registerTexts.submit}
      submittingLabel={registerTexts.submitting}
      footer={
        <p className={styles.footnote}>
          {registerTexts.alreadyRegistered} <Link to="/employee-login">{registerTexts.logIn}</Link>
        </p>
      }
    >
      {(form) => (
        <>
          <PersonalDetailsFieldset />
          <WorkFieldset />
          <BankDetailsFieldset />
          <IdProofFieldset />
          <TermsConsent />

          {form.formState.isSubmitting ? <UploadProgress percent={progress} label={registerTexts.uploading} /> : null}
        </>
      )}
    </Form>
  );
}
