import { TextField, formStyles as forms } from '@servenear/shared/forms';
import { bankHints } from '../../components/bank/bankHints';
import type { RegistrationFormInput } from './registrationForm';
import styles from './PartnerRegisterPage.module.css';

/** Where the partner's earnings are paid. */
export function BankDetailsFieldset() {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Bank details</legend>
      <p className={forms.hint}>Your earnings are paid into this account.</p>
      <div className={forms.row}>
        <TextField<RegistrationFormInput> name="accountHolderName" label="Account holder name" hint={bankHints.holder} autoComplete="off" />
        <TextField<RegistrationFormInput>
          name="accountNumber"
          label="Account number"
          hint={bankHints.accountNumber}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <div className={forms.row}>
        <TextField<RegistrationFormInput>
          name="ifcsCode"
          label="IFSC code"
          hint={bankHints.ifsc}
          className={`${forms.control} ${styles.upper}`}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <TextField<RegistrationFormInput> name="bankName" label="Bank name" hint={bankHints.bankName} autoComplete="off" />
      </div>
      <TextField<RegistrationFormInput> name="branchName" label="Branch name (optional)" autoComplete="off" />
    </fieldset>
  );
}
