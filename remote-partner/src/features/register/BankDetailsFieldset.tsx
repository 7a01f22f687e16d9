import { TextField, formStyles as forms } from '@servenear/shared/forms';
import { bankFieldTexts, bankHints, bankLabels } from '../../components/bank/bankHints';
import type { RegistrationFormInput } from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

/** Where the partner's earnings are paid. */
export function BankDetailsFieldset() {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{bankFieldTexts.heading}</legend>
      <p className={forms.hint}>{bankFieldTexts.paidInto}</p>
      <div className={forms.row}>
        <TextField<RegistrationFormInput> name="accountHolderName" label={bankLabels.holder} hint={bankHints.holder} autoComplete="off" />
        <TextField<RegistrationFormInput>
          name="accountNumber"
          label={bankLabels.accountNumber}
          hint={bankHints.accountNumber}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <div className={forms.row}>
        <TextField<RegistrationFormInput>
          name="ifcsCode"
          label={bankLabels.ifsc}
          hint={bankHints.ifsc}
          className={`${forms.control} ${styles.upper}`}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <TextField<RegistrationFormInput> name="bankName" label={bankLabels.bankName} hint={bankHints.bankName} autoComplete="off" />
      </div>
      <TextField<RegistrationFormInput> name="branchName" label={bankLabels.branchName} autoComplete="off" />
    </fieldset>
  );
}
