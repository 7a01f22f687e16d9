import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useServiceOptions } from '@servenear/shared/api';
import { useSendReport } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { reportSchema, type Report, type ReportInput } from '@servenear/shared/schemas';
import { EmailField, MobileField, SelectField, TextAreaField, TextField, applyServerErrors, formStyles as forms } from '@servenear/shared/forms';
import { reportFormTexts as texts } from './texts';
import styles from './ReportForm.module.css';

const fields = ['name', 'email', 'mobile', 'service', 'description'] as const;

/** Who reports: the form starts with these (the partner's profile), and goes back to them once sent. */
export interface ReportContact {
  name: string;
  email: string;
  mobile: string;
}

interface ReportFormProps {
  /** Undefined while it loads, or when there is none (the public form starts empty). */
  contact?: ReportContact;
  /** A signed-in customer's id: the report is sent as theirs (POST report/create/new); otherwise the public POST report/create. */
  userId?: number;
}

/**
 * The service select, filled from GET service/all. A list that cannot be read leaves the rest of
 * the form usable: the select says so instead of taking the form's place.
 */
function ServiceField() {
  const services = useServiceOptions();
  const options = (services.data ?? []).map((service) => ({ value: String(service.id), label: service.name }));
  return (
    <SelectField<ReportInput>
      name="service"
      label="Service"
      placeholder={texts.selectService}
      options={options}
      hint={services.isError ? texts.servicesFailed : undefined}
    />
  );
}

/**
 * The Report and Queries form (customer §5 'Report form', partner §2): name, email, mobile,
 * service and description. The outcome is toasted either way.
 */
export function ReportForm({ contact, userId }: ReportFormProps) {
  const { notify } = useHost();
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

  const start = (): ReportInput => ({ name: contact?.name ?? '', email: contact?.email ?? '', mobile: contact?.mobile ?? '', service: '', description: '' });

  useEffect(() => {
    // The contact usually comes from a cache; fill it in unless the person typed first.
    if (contact && !isDirty && getValues('name') === '') reset(start());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly arrived contact refills the form
  }, [contact]);

  const onSubmit = handleSubmit(async (report) => {
    setSubmitted(false);
    const { name, email, mobile, service, description } = report;
    try {
      await sendReport.mutateAsync({ name, email, mobile, service, description, userId });
      notify('success', texts.success);
      reset(start());
      setSubmitted(true);
    } catch (error) {
      notify('error', texts.failure);
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
          {/* customer §9, partner §9: 10 to 12 digits with an optional plus, so not MobileField's ten digits. */}
          <MobileField<ReportInput> name="mobile" label="Mobile" inputMode="tel" autoComplete="tel" maxLength={13} />
          <ServiceField />
        </div>
        <TextAreaField<ReportInput> name="description" label="Description" rows={5} />
        <div className={styles.actions}>
          <button type="submit" className={forms.submit} disabled={isSubmitting}>
            {isSubmitting ? texts.submitting : texts.submit}
          </button>
          <p role="status" className={forms.success}>
            {submitted ? texts.success : ''}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
