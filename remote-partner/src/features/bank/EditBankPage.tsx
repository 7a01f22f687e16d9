import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerApi, type PartnerProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { bankDetailsSchema, type BankDetailsInput } from '@servenear/shared/schemas';
import { Loading } from '@servenear/shared/ui';
import { Field, controlProps, applyServerErrors, FormAlert, formStyles as forms } from '@servenear/shared/forms';
import { PartnerLayout } from '../layout/PartnerLayout';
import { usePartnerProfile } from '../layout/profileContext';
import { useLatest } from '../layout/useLatest';

/** partner §8 'Bank update failure'. */
export const bankTexts = {
  intro: 'Your earnings are paid into this account. Check the account number and IFSC code carefully.',
  save: 'Save bank details',
  saving: 'Saving...',
  saved: 'Bank details updated successfully.',
  failure: 'Failed to update bank details',
} as const;

const bankFields = ['bankName', 'accountNumber', 'ifscCode', 'branchName'] as const;

function BankForm({ profile, onSaved }: { profile: PartnerProfile; onSaved(): Promise<void> }) {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const { notify, session } = useHost();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankDetailsInput>({
    resolver: zodResolver(bankDetailsSchema),
    defaultValues: { bankName: profile.bankName, accountNumber: profile.accountNumber, ifscCode: profile.ifscCode, branchName: profile.branchName },
  });

  const onSubmit = handleSubmit(async (bank) => {
    setFailed(false);
    try {
      const message = await partnerApi.updateBank({
        bankName: bank.bankName,
        accountNumber: bank.accountNumber,
        ifscCode: bank.ifscCode,
        branchName: bank.branchName,
        id: session?.userId,
      });
      notify('success', message || bankTexts.saved);
      await onSaved();
    } catch (error) {
      applyServerErrors(error, bankFields, setError);
      setFailed(true);
      notify('error', bankTexts.failure);
    }
  });

  return (
    <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
      <p className={forms.hint}>{bankTexts.intro}</p>
      <div className={forms.row}>
        <Field id={id('bankName')} label="Bank name" error={errors.bankName?.message}>
          <input className={forms.control} type="text" autoComplete="off" {...controlProps(id('bankName'), errors.bankName?.message)} {...register('bankName')} />
        </Field>
        <Field id={id('accountNumber')} label="Account number" error={errors.accountNumber?.message}>
          <input
            className={forms.control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            {...controlProps(id('accountNumber'), errors.accountNumber?.message)}
            {...register('accountNumber')}
          />
        </Field>
      </div>
      <div className={forms.row}>
        <Field id={id('ifscCode')} label="IFSC code" error={errors.ifscCode?.message}>
          <input
            className={forms.control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            {...controlProps(id('ifscCode'), errors.ifscCode?.message)}
            {...register('ifscCode')}
          />
        </Field>
        <Field id={id('branchName')} label="Branch name (optional)" error={errors.branchName?.message}>
          <input className={forms.control} type="text" autoComplete="off" {...controlProps(id('branchName'), errors.branchName?.message)} {...register('branchName')} />
        </Field>
      </div>
      <FormAlert message={failed && !isSubmitting ? bankTexts.failure : null} />
      <button type="submit" className={forms.submit} disabled={isSubmitting}>
        {isSubmitting ? bankTexts.saving : bankTexts.save}
      </button>
    </form>
  );
}

function EditBank() {
  const { state, reload } = usePartnerProfile();
  const notify = useLatest(useHost().notify);
  const failure = state.status === 'failed' ? state.message : null;

  useEffect(() => {
    if (failure) notify.current('error', failure);
  }, [failure, notify]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return <FormAlert message={state.message} />;
  }
  return <BankForm profile={state.profile} onSaved={reload} />;
}

/** '/employee-edit-bank' (partner §3 'bank update', §7 updateprofile1, §8). */
export default function EditBankPage() {
  return (
    <PartnerLayout title="Bank details">
      <EditBank />
    </PartnerLayout>
  );
}
