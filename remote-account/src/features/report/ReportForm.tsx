import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reportSchema, type Report, type ReportInput } from '@servenear/shared/schemas';
import { Field, controlProps, formStyles as forms } from '@servenear/shared/forms';
import { reportTexts } from './texts';
import { reportFields, useSubmitReport } from './useSubmitReport';
import { useServiceOptions } from './useServiceOptions';
import styles from './ReportPage.module.css';

const emptyReport: ReportInput = { name: '', email: '', mobile: '', service: '', description: '' };

export function ReportForm() {
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const services = useServiceOptions();
  const submitReport = useSubmitReport();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportInput, unknown, Report>({ resolver: zodResolver(reportSchema), defaultValues: emptyReport });

  const onSubmit = handleSubmit(async (report) => {
    setSubmitted(false);
    const outcome = await submitReport(report);
    if (outcome.ok) {
      reset(emptyReport);
      setSubmitted(true);
      return;
    }
    for (const field of reportFields) {
      const message = outcome.fieldErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
  });

  const serviceError = errors.service?.message ?? (services.failed ? reportTexts.servicesFailed : undefined);

  return (
    <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate>
      <div className={forms.row}>
        <Field id={id('name')} label="Name" error={errors.name?.message}>
          <input className={forms.control} type="text" autoComplete="name" {...controlProps(id('name'), errors.name?.message)} {...register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <input className={forms.control} type="email" inputMode="email" autoComplete="email" {...controlProps(id('email'), errors.email?.message)} {...register('email')} />
        </Field>
      </div>
      <div className={forms.row}>
        <Field id={id('mobile')} label="Mobile" error={errors.mobile?.message}>
          <input className={forms.control} type="tel" inputMode="tel" autoComplete="tel" maxLength={13} {...controlProps(id('mobile'), errors.mobile?.message)} {...register('mobile')} />
        </Field>
        <Field id={id('service')} label="Service" error={serviceError}>
          <select className={forms.control} {...controlProps(id('service'), serviceError)} {...register('service')}>
            <option value="">{reportTexts.selectService}</option>
            {services.options.map((service) => (
              <option key={service.id} value={String(service.id)}>
                {service.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={id('description')} label="Description" error={errors.description?.message}>
        <textarea className={`${forms.control} ${forms.textarea}`} rows={5} {...controlProps(id('description'), errors.description?.message)} {...register('description')} />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={forms.submit} disabled={isSubmitting}>
          {isSubmitting ? reportTexts.submitting : reportTexts.submit}
        </button>
        <p role="status" className={forms.success}>
          {submitted ? reportTexts.success : ''}
        </p>
      </div>
    </form>
  );
}
