import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdatePartnerBank, type PartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { bankDetailsSchema, type BankDetailsInput } from '@servenear/shared/schemas';
import { Form, TextField, formStyles as forms } from '@servenear/shared/forms';
import { bankHints } from '../../components/bank/bankHints';

/** partner §8 'Bank update failure'. */
export const bankTexts = {
  intro: 'Your earnings are paid into this account. Check the account number and IFSC code carefully.',
  // Issue 36: said before saving, so a change is never a surprise.
  holdWarning: 'Changing the account puts your payouts on hold until our team checks the new details.',
  save: 'Save bank details',
  saving: 'Saving...',
  saved: 'Bank details updated successfully.',
  failure: 'Failed to update bank details',
} as const;

const rules = zodResolver(bankDetailsSchema);

export function BankForm({ profile }: { profile: PartnerProfile }) {
  const { notify, session } = useHost();
  const updateBank = useUpdatePartnerBank();
  return (
    <Form<BankDetailsInput>
      className={`${forms.form} ${forms.card}`}
      rules={rules}
      defaultValues={{
        bankName: profile.bankName,
        accountHolderName: profile.accountHolderName,
        accountNumber: profile.accountNumber,
        ifscCode: profile.ifscCode,
        branchName: profile.branchName,
      }}
      onSubmit={async (bank) => {
        const message = await updateBank.mutateAsync({
          bankName: bank.bankName,
          accountHolderName: bank.accountHolderName,
          accountNumber: bank.accountNumber,
          ifscCode: bank.ifscCode,
          branchName: bank.branchName,
          id: session?.userId,
        });
        notify('success', message || bankTexts.saved);
      }}
      // partner §8 'Bank update failure': the one text, whatever the server said.
      failure={() => bankTexts.failure}
      showFailureIn="both"
      submitLabel={bankTexts.save}
      submittingLabel={bankTexts.saving}
    >
      <p className={forms.hint}>
        {bankTexts.intro} {bankTexts.holdWarning}
      </p>
      <div className={forms.row}>
        <TextField<BankDetailsInput> name="accountHolderName" label="Account holder name" hint={bankHints.holder} autoComplete="off" />
        <TextField<BankDetailsInput> name="accountNumber" label="Account number" hint={bankHints.accountNumber} inputMode="numeric" autoComplete="off" />
      </div>
      <div className={forms.row}>
        <TextField<BankDetailsInput> name="ifscCode" label="IFSC code" hint={bankHints.ifsc} autoComplete="off" autoCapitalize="characters" />
        <TextField<BankDetailsInput> name="bankName" label="Bank name" hint={bankHints.bankName} autoComplete="off" />
      </div>
      <TextField<BankDetailsInput> name="branchName" label="Branch name (optional)" autoComplete="off" />
    </Form>
  );
}
