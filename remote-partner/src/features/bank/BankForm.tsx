import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdatePartnerBank, type PartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { bankDetailsSchema, type BankDetailsInput } from '@servenear/shared/schemas';
import { TextField, applyServerErrors, FormAlert, formStyles as forms } from '@servenear/shared/forms';

/** partner §8 'Bank update failure'. */
export const bankTexts = {
  intro: 'Your earnings are paid into this account. Check the account number and IFSC code carefully.',
  save: 'Save bank details',
  saving: 'Saving...',
  saved: 'Bank details updated successfully.',
  failure: 'Failed to update bank details',
} as const;

const bankFields = ['bankName', 'accountNumber', 'ifscCode', 'branchName'] as const;

export function BankForm({ profile }: { profile: PartnerProfile }) {
  const { notify, session } = useHost();
  const updateBank = useUpdatePartnerBank();
  const [failed, setFailed] = useState(false);
  const form = useForm<BankDetailsInput>({
    resolver: zodResolver(bankDetailsSchema),
    defaultValues: { bankName: profile.bankName, accountNumber: profile.accountNumber, ifscCode: profile.ifscCode, branchName: profile.branchName },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (bank) => {
    setFailed(false);
    try {
      const message = await updateBank.mutateAsync({
        bankName: bank.bankName,
        accountNumber: bank.accountNumber,
        ifscCode: bank.ifscCode,
        branchName: bank.branchName,
        id: session?.userId,
      });
      notify('success', message || bankTexts.saved);
    } catch (error) {
      applyServerErrors(error, bankFields, setError);
      setFailed(true);
      notify('error', bankTexts.failure);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
        <p className={forms.hint}>{bankTexts.intro}</p>
        <div className={forms.row}>
          <TextField<BankDetailsInput> name="bankName" label="Bank name" autoComplete="off" />
          <TextField<BankDetailsInput> name="accountNumber" label="Account number" inputMode="numeric" autoComplete="off" />
        </div>
        <div className={forms.row}>
          <TextField<BankDetailsInput> name="ifscCode" label="IFSC code" autoComplete="off" autoCapitalize="characters" />
          <TextField<BankDetailsInput> name="branchName" label="Branch name (optional)" autoComplete="off" />
        </div>
        <FormAlert message={failed && !isSubmitting ? bankTexts.failure : null} />
        <button type="submit" className={forms.submit} disabled={isSubmitting}>
          {isSubmitting ? bankTexts.saving : bankTexts.save}
        </button>
      </form>
    </FormProvider>
  );
}
