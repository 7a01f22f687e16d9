import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSendReport, useServiceOptions } from '@servenear/shared/api';
import { usePartnerProfile } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { reportSchema, type Report, type ReportInput } from '@servenear/shared/schemas';
import { EmailField, MobileField, SelectField, TextAreaField, TextField, applyServerErrors, formStyles as forms } from '@servenear/shared/forms';
import { reportTexts } from './texts';
import styles from './ReportQueryPage.module.css';

const fields = ['name', 'email', 'mobile', 'service', 'description'] as const;

/** The service select, filled from GET service/all; a list that cannot be read leaves the form usable. */
function ServiceSelect() {
  const services = useServiceOptions();
  const options = (services.data ?? []).map((service) => ({ value: String(service.id), label: service.name }));
  return (
    <SelectField<ReportInput>
      name="service"
      label="Service"
      placeholder={reportTexts.selectService}
      options={options}
      hint={services.isError ? reportTexts.servicesFailed : undefined}
    />
  );
}

/**
 * The public report form (partner §2: name, email, mobile, service, description), sent to
 * POST report/create like any visitor's. Name, email and mobile start as the partner's own.
 */
export function ReportQueryForm() {
  const { notify } = useHost();
  const profile = usePartnerProfile().data;
  const sendReport = useSendReport();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<ReportInput, unknown, Report>({
    resolver: zodResolver(reportSchema),
    defaultValues: { name: '', email: '', mobile: '', service: '', description: '' },
  });
  const {
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { isSubmitting, isDirty },
  } = form;

  const prefill = (): ReportInput => ({ name: profile?.name ?? '', email: profile?.email ?? '', mobile: profile?.mobile ?? '', service: '', description: '' });

  useEffect(() => {
    // The profile usually comes from the layout's cache; fill it in unless the partner typed first.
    if (profile && !isDirty && getValues('name') === '') reset(prefill());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  const onSubmit = handleSubmit(async (report) => {
    setSubmitted(false);
    const { name, email, mobile, service, description } = report;
    try {
      await sendReport.mutateAsync({ name, email, mobile, service, description });
      notify('success', reportTexts.success);
      reset(prefill());
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
          {/* 10 to 12 digits with an optional plus (partner §9), so not MobileField's ten digits. */}
          <MobileField<ReportInput> name="mobile" label="Mobile" inputMode="tel" autoComplete="tel" maxLength={13} />
          <ServiceSelect />
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
