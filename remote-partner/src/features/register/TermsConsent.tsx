import { Link } from '@servenear/shared/router';
import { CheckboxField } from '@servenear/shared/forms';
import type { RegistrationFormInput } from './registrationForm';
import { termsTexts } from './texts';
import styles from './PartnerRegisterPage.module.css';

/** The terms box, which must be ticked; the terms open in a new tab so the form keeps its input. */
export function TermsConsent() {
  // The sentence around the link, in the order the language puts them.
  const [before = '', after = ''] = termsTexts.text.split('{terms}');
  return (
    <div className={styles.section}>
      <CheckboxField<RegistrationFormInput> name="isChecked">
        {before}
        <Link to="/pages/terms-and-conditions" target="_blank" rel="noopener">
          {termsTexts.link}
        </Link>
        {after}
      </CheckboxField>
    </div>
  );
}
