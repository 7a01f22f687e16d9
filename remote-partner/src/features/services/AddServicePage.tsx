import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { useNavigate } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { useAddCatalogueService } from '@servenear/shared/partner';
import { addServiceSchema, serviceFormMessages, type AddServiceFields } from '@servenear/shared/partner-schemas';
import { Form, serverMessage, TextField } from '@servenear/shared/forms';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { CatalogueSelects } from './CatalogueSelects';
import { serviceTexts } from './texts';
import styles from './Services.module.css';

type AddServiceInput = z.input<typeof addServiceSchema>;
const rules = zodResolver(addServiceSchema);

/**
 * '/add-service' (partner §2): a service the catalogue lacks, named in a subcategory. It waits for
 * ops' approval and shows so in the partner's list; failures say the reply's message or
 * 'An error occurred' (partner §8).
 */
export default function AddServicePage() {
  const { notify } = useHost();
  const navigate = useNavigate();
  const add = useAddCatalogueService();

  return (
    <PartnerLayout title={serviceTexts.addTitle}>
      <div className={styles.page}>
        <p className={styles.intro}>{serviceTexts.addIntro}</p>
        <Form<AddServiceInput, AddServiceFields>
          className={styles.form}
          rules={rules}
          defaultValues={{ category: '', subCategory: '', service: '' }}
          onSubmit={async (values) => {
            const message = await add.mutateAsync({ category: values.category, subCategory: values.subCategory, service: values.service });
            notify('success', message || serviceFormMessages.added);
            navigate('/employee-service-edit');
          }}
          signedIn
          failure={(error) => serverMessage(error) ?? serviceFormMessages.addFailed}
          showFailureIn="both"
          submitLabel={serviceTexts.add}
          submittingLabel={serviceTexts.adding}
        >
          <fieldset className={styles.section}>
            <CatalogueSelects service="none" />
            <TextField<AddServiceInput> name="service" label={serviceTexts.serviceName} autoComplete="off" maxLength={120} />
          </fieldset>
        </Form>
      </div>
    </PartnerLayout>
  );
}
