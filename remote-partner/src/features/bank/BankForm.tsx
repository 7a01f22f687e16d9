import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdatePartnerBank, type PartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { bankDetailsSchema, type BankDetailsInput } from '@servenear/shared/schemas';
import { Form, TextField, formStyles as forms } from '@servenear/shared/forms';
import { bankHints, bankLabels } from '../../components/bank/bankHints';
import { bankTexts } from './texts';

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
        <TextField<BankDetailsInput> name="accountHolderName" label={bankLabels.holder} hint={bankHints.holder} autoComplete="off" />
        <TextField<BankDetailsInput> name="accountNumber" label={bankLabels.accountNumber} hint={bankHints.accountNumber} inputMode="numeric" autoComplete="off" />
      </div>
      <div className={forms.row}>
        <TextField<BankDetailsInput> name="ifscCode" label={bankLabels.ifsc} hint={bankHints.ifsc} autoComplete="off" autoCapitalize="characters" />
        <TextField<BankDetailsInput> name="bankName" label={bankLabels.bankName} hint={bankHints.bankName} autoComplete="off" />
      </div>
      <TextField<BankDetailsInput> name="branchName" label={bankLabels.branchName} autoComplete="off" />
    </Form>
  );
}
