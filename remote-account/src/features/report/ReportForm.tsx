import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSendReport } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { reportSchema, type Report, type ReportInput } from '@servenear/shared/schemas';
import { EmailField, MobileField, TextAreaField, TextField, applyServerErrors, formStyles as forms } from '@servenear/shared/forms';
import { ServiceField } from './ServiceField';
import { reportTexts } from './texts';
import styles from './ReportPage.module.css';

const emptyReport: ReportInput = { name: '', email: '', mobile: '', service: '', description: '' };
const fields = ['name', 'email', 'mobile', 'service', 'description'] as const;

/**
 * The Report and Queries form (customer §5 'Report form'): sent as the signed-in customer's
 * report when there is a session, as a public one otherwise. The outcome is toasted either way.
 */
export function ReportForm() {
  const { session, notify } = useHost();
  const sendReport = useSendReport();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<ReportInput, unknown, Report>({ resolver: zodResolver(reportSchema), defaultValues: emptyReport });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (report) => {
    setSubmitted(false);
    const { name, email, mobile, service, description } = report;
    try {
      await sendReport.mutateAsync({ name, email, mobile, service, description, userId: session?.userId });
      notify('success', reportTexts.success);
      reset(emptyReport);
      setSubmitted(true);
    } catch (error) {
      notify('error', reportTexts.failure);
      applyServerErrors(error, fields, setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
        <div className={forms.row}>
          <TextField<ReportInput> name="name" label="Name" autoComplete="name" />
          <EmailField<ReportInput> name="email" label="Email" />
        </div>
        <div className={forms.row}>
          {/* customer §9: 10 to 12 digits with an optional plus, so not MobileField's ten digits. */}
          <MobileField<ReportInput> name="mobile" label="Mobile" inputMode="tel" autoComplete="tel" maxLength={13} />
          <ServiceField />
        </div>
        <TextAreaField<ReportInput> name="description" label="Description" rows={5} />
        <div className={styles.actions}>
          <button type="submit" className={forms.submit} disabled={isSubmitting}>
            {isSubmitting ? reportTexts.submitting : reportTexts.submit}
          </button>
          <p role="status" className={forms.success}>
            {submitted ? reportTexts.success : ''}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
