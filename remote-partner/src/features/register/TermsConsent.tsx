import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formStyles as forms } from '@servenear/shared/forms';
import type { RegistrationFormInput } from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

/** The terms box, which must be ticked; the terms open in a new tab so the form keeps its input. */
export function TermsConsent() {
  const errorId = useId();
  const { register, getFieldState, formState } = useFormContext<RegistrationFormInput>();
  const error = getFieldState('isChecked', formState).error?.message;
  return (
    <div className={styles.section}>
      <label className={forms.check}>
        <input type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...register('isChecked')} />
        <span>
          I accept the{' '}
          <Link to="/pages/terms-and-conditions" target="_blank" rel="noopener">
            terms and conditions
          </Link>{' '}
          and confirm that my details are true.
        </span>
      </label>
      {error ? (
        <p id={errorId} className={forms.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
