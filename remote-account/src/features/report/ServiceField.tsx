import { useServiceOptions } from '@servenear/shared/api';
import { SelectField } from '@servenear/shared/forms';
import type { ReportInput } from '@servenear/shared/schemas';
import { reportTexts } from './texts';

/**
 * The report's service select, filled from GET service/all. A list that cannot be read leaves
 * the rest of the form usable: the select says so instead of taking the form's place.
 */
export function ServiceField() {
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
