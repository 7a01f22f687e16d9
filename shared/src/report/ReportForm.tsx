import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useServiceOptions } from '@servenear/shared/api';
import { useSendReport } from '@servenear/shared/account-api';
import { useHost } from '@servenear/shared/host';
import { reportSchema, type Report, type ReportInput } from '@servenear/shared/schemas';
import { EmailField, Form, MobileField, SelectField, TextAreaField, TextField, formStyles as forms, useFormContext } from '@servenear/shared/forms';
import { reportFormTexts as texts } from './texts';
import styles from './ReportForm.module.css';

const rules = zodResolver(reportSchema);
const empty: ReportInput = { name: '', email: '', mobile: '', service: '', description: '' };

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
      label={texts.service}
      placeholder={texts.selectService}
      options={options}
      hint={services.isError ? texts.servicesFailed : undefined}
    />
  );
}

/** Fills in the contact when it arrives (usually from a cache), unless the person typed first. */
function FillContact({ start, contact }: { start(): ReportInput; contact?: ReportContact }) {
  const {
    reset,
    getValues,
    formState: { isDirty },
  } = useFormContext<ReportInput>();
  useEffect(() => {
    if (contact && !isDirty && getValues('name') === '') reset(start());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly arrived contact refills the form
  }, [contact]);
  return null;
}

/**
 * The Report and Queries form (customer §5 'Report form', partner §2): name, email, mobile,
 * service and description. The outcome is toasted either way.
 */
export function ReportForm({ contact, userId }: ReportFormProps) {
  const { notify } = useHost();
  const sendReport = useSendReport();
  const [submitted, setSubmitted] = useState(false);

  const start = (): ReportInput => ({ ...empty, name: contact?.name ?? '', email: contact?.email ?? '', mobile: contact?.mobile ?? '' });

  return (
    <Form<ReportInput, Report>
      className={`${forms.form} ${forms.card}`}
      rules={rules}
      defaultValues={empty}
      onSubmit={async ({ name, email, mobile, service, description }, form) => {
        setSubmitted(false);
        await sendReport.mutateAsync({ name, email, mobile, service, description, userId });
        notify('success', texts.success);
        form.reset(start());
        setSubmitted(true);
      }}
      failure={() => texts.failure}
      showFailureIn="toast"
      submitLabel={texts.submit}
      submittingLabel={texts.submitting}
      actionsClassName={styles.actions}
      footer={
        <p role="status" className={forms.success}>
          {submitted ? texts.success : ''}
        </p>
      }
    >
      <FillContact start={start} contact={contact} />
      <div className={forms.row}>
        <TextField<ReportInput> name="name" label={texts.name} autoComplete="name" />
        <EmailField<ReportInput> name="email" label={texts.email} />
      </div>
      <div className={forms.row}>
        {/* customer §9, partner §9: 10 to 12 digits with an optional plus, so not MobileField's ten digits. */}
        <MobileField<ReportInput> name="mobile" label={texts.mobile} inputMode="tel" autoComplete="tel" maxLength={13} />
        <ServiceField />
      </div>
      <TextAreaField<ReportInput> name="description" label={texts.description} rows={5} />
    </Form>
  );
}
