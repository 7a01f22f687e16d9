import { Link } from '@servenear/shared/router';
import { CheckboxField } from '@servenear/shared/forms';
import type { RegistrationFormInput } from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

/** The terms box, which must be ticked; the terms open in a new tab so the form keeps its input. */
export function TermsConsent() {
  return (
    <div className={styles.section}>
      <CheckboxField<RegistrationFormInput> name="isChecked">
        I accept the{' '}
        <Link to="/pages/terms-and-conditions" target="_blank" rel="noopener">
          terms and conditions
        </Link>{' '}
        and confirm that my details are true.
      </CheckboxField>
    </div>
  );
}
