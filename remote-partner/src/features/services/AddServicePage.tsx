import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useNavigate } from '@servenear/shared/router';
import { useLeaveEndedSession } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import { useAddCatalogueService } from '@servenear/shared/partner';
import { addServiceSchema, serviceFormMessages, type AddServiceFields } from '@servenear/shared/partner-schemas';
// FormProvider from the forms area, the copy its fields read (see its index).
import { applyServerErrors, FormAlert, FormProvider, serverMessage, TextField, formStyles as forms } from '@servenear/shared/forms';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { CatalogueSelects } from './CatalogueSelects';
import { serviceTexts } from './texts';
import styles from './Services.module.css';

type AddServiceInput = z.input<typeof addServiceSchema>;
const addServiceFields = ['category', 'subCategory', 'service'] as const;

/**
 * '/add-service' (partner §2): a service the catalogue lacks, named in a subcategory. It waits for
 * ops' approval and shows so in the partner's list; failures say the reply's message or
 * 'An error occurred' (partner §8).
 */
export default function AddServicePage() {
  const { notify } = useHost();
  const navigate = useNavigate();
  const leaveEndedSession = useLeaveEndedSession();
  const add = useAddCatalogueService();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<AddServiceInput, unknown, AddServiceFields>({
    resolver: zodResolver(addServiceSchema),
    defaultValues: { category: '', subCategory: '', service: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormMessage(null);
    try {
      const message = await add.mutateAsync({ category: values.category, subCategory: values.subCategory, service: values.service });
      notify('success', message || serviceFormMessages.added);
      navigate('/employee-service-edit');
    } catch (error) {
      if (leaveEndedSession(error)) return;
      applyServerErrors(error, addServiceFields, setError, { shouldFocus: true });
      const text = serverMessage(error) ?? serviceFormMessages.addFailed;
      setFormMessage(text);
      notify('error', text);
    }
  });

  return (
    <PartnerLayout title={serviceTexts.addTitle}>
      <div className={styles.page}>
        <p className={styles.intro}>{serviceTexts.addIntro}</p>
        <FormProvider {...form}>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <fieldset className={styles.section}>
              <CatalogueSelects service="none" />
              <TextField<AddServiceInput> name="service" label={serviceTexts.serviceName} autoComplete="off" maxLength={120} />
            </fieldset>
            <FormAlert message={isSubmitting ? null : formMessage} />
            <button type="submit" className={forms.submit} disabled={isSubmitting}>
              {isSubmitting ? serviceTexts.adding : serviceTexts.add}
            </button>
          </form>
        </FormProvider>
      </div>
    </PartnerLayout>
  );
}
