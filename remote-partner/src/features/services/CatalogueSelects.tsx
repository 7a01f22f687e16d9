import { useWatch } from 'react-hook-form';
import { parseId } from '@servenear/shared/id';
import { useCategories, useSubcategories } from '@servenear/shared/api';
import { useSubcategoryServiceChoices } from '@servenear/shared/partner';
import { OTHER_SERVICE } from '@servenear/shared/partner-texts';
// The form context from the forms area, the copy the service form's FormProvider comes from.
import { SelectField, TextField, formStyles as forms, useFormContext } from '@servenear/shared/forms';
import { serviceTexts } from './texts';

/** The form values these selects edit: the upload and edit forms', and /add-service's (whose `service` is a new name). */
interface CatalogueValues {
  category: unknown;
  subCategory: unknown;
  service?: unknown;
  customService?: unknown;
}

/**
 * How the service is named: chosen from the subcategory's catalogue services or 'Other'
 * (upload, edit), fixed to 'Other' (editing an "other" service), or not here at all (/add-service).
 */
export type ServiceChoiceMode = 'choose' | 'fixed-other' | 'none';

/**
 * category → subCategory → service (partner §2): each select is enabled once the one before it
 * has a value and its own choices are in, and changing one clears those after it. 'Other'
 * asks for the service's name (customService).
 */
export function CatalogueSelects({ service = 'choose', customServiceReadOnly = false }: { service?: ServiceChoiceMode; customServiceReadOnly?: boolean }) {
  const { control, register, setValue } = useFormContext<CatalogueValues>();
  const [category, subCategory, chosenService] = useWatch({ control, name: ['category', 'subCategory', 'service'] });
  const categoryId = parseId(category);
  const subcategoryId = parseId(subCategory);

  const categories = useCategories();
  const subcategories = useSubcategories(categoryId);
  const choices = useSubcategoryServiceChoices(service === 'choose' ? subcategoryId : null);

  // A parent changed by the person clears its children (a form reset or a load does not). As
  // the parent's own change handler, so the change reaches useWatch with the children cleared.
  const clearService = () => {
    if (service !== 'choose') return;
    setValue('service', '');
    setValue('customService', '');
  };
  register('category', {
    onChange: () => {
      setValue('subCategory', '');
      clearService();
    },
  });
  register('subCategory', { onChange: clearService });

  const categoryOptions = (categories.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const subcategoryOptions = (subcategories.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const serviceOptions = [...(choices.data ?? []).map((item) => ({ value: String(item.id), label: item.name })), { value: OTHER_SERVICE, label: serviceTexts.other }];
  const subcategoriesIn = categoryId !== null && subcategories.isSuccess;
  const choicesIn = subcategoryId !== null && choices.isSuccess;

  return (
    <>
      {/* Keyed by how many choices are in: a select mounted with its options shows the form's value. */}
      <SelectField<CatalogueValues>
        key={`category-${categoryOptions.length}`}
        name="category"
        label={serviceTexts.category}
        placeholder={categories.isPending ? serviceTexts.loadingChoices : serviceTexts.chooseCategory}
        options={categoryOptions}
        disabled={!categories.isSuccess}
      />
      <SelectField<CatalogueValues>
        key={`subcategory-${categoryId}-${subcategoryOptions.length}`}
        name="subCategory"
        label={serviceTexts.subCategory}
        placeholder={categoryId !== null && subcategories.isPending ? serviceTexts.loadingChoices : serviceTexts.chooseSubCategory}
        options={subcategoriesIn ? subcategoryOptions : []}
        disabled={!subcategoriesIn}
      />
      {service === 'choose' ? (
        <SelectField<CatalogueValues>
          key={`service-${subcategoryId}-${serviceOptions.length}`}
          name="service"
          label={serviceTexts.service}
          placeholder={subcategoryId !== null && choices.isPending ? serviceTexts.loadingChoices : serviceTexts.chooseService}
          options={choicesIn ? serviceOptions : []}
          disabled={!choicesIn}
        />
      ) : null}
      {service === 'fixed-other' ? <FixedOther /> : null}
      {service !== 'none' && (service === 'fixed-other' || chosenService === OTHER_SERVICE) ? (
        <TextField<CatalogueValues> name="customService" label={serviceTexts.customService} readOnly={customServiceReadOnly} autoComplete="off" maxLength={120} />
      ) : null}
    </>
  );
}

/** An "other" service stays one: its service shows as Other and cannot be changed. */
function FixedOther() {
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor="service-fixed-other">
        {serviceTexts.service}
      </label>
      <select id="service-fixed-other" className={forms.control} value={OTHER_SERVICE} disabled onChange={() => undefined}>
        <option value={OTHER_SERVICE}>{serviceTexts.other}</option>
      </select>
    </div>
  );
}
