import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAddWorkArea, type NewWorkArea } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { WORK_AREA_RADII_KM, workAreaRequestSchema, type WorkAreaInput, type WorkAreaRequest } from '@servenear/shared/schemas';
import { Form, SelectField, TextField, apiErrorMessage, formStyles as forms, type FormApi } from '@servenear/shared/forms';
import { fill } from '@servenear/shared/i18n';
import { currentPosition, LocationUnavailable } from './currentPosition';
import { radiusChoices, workAreaTexts } from './texts';
import styles from './WorkArea.module.css';

type Values = WorkAreaInput;
type PlaceForm = FormApi<Values, WorkAreaRequest>;

/** A point that could not be had says why; the server's field messages explain themselves; anything else the call's message. */
function failure(error: unknown, fieldsShown: boolean): string | null {
  if (error instanceof LocationUnavailable) return error.message;
  return fieldsShown ? null : (apiErrorMessage(error) ?? workAreaTexts.addFailed);
}

/** Adds a place from a typed address (placed by the server) or from the device's point. */
export function WorkAreaForm({ maxRadiusKm }: { maxRadiusKm: number }) {
  const { notify } = useHost();
  const addPlace = useAddWorkArea();
  const [locating, setLocating] = useState(false);
  const radii = radiusChoices(WORK_AREA_RADII_KM, maxRadiusKm);
  const rules = useMemo(() => zodResolver(workAreaRequestSchema(maxRadiusKm)), [maxRadiusKm]);

  async function send(form: PlaceForm, where: { address: string } | { latitude: number; longitude: number }) {
    const { label, radius_km } = form.getValues();
    const name = label?.trim();
    const place: NewWorkArea = { ...where, radiusKm: Number(radius_km), ...(name ? { label: name } : {}) };
    await addPlace.mutateAsync(place);
    form.reset({ address: '', label: '', radius_km });
    notify('success', workAreaTexts.added);
  }

  async function addFromMyLocation(form: PlaceForm) {
    // The radius and name are checked as for a typed address; the address itself is not needed.
    if (!(await form.trigger(['radius_km', 'label']))) return;
    setLocating(true);
    await form.attempt(async () => send(form, await currentPosition()));
    setLocating(false);
  }

  return (
    <Form<Values, WorkAreaRequest>
      className={`${forms.form} ${forms.card}`}
      rules={rules}
      defaultValues={{ address: '', label: '', radius_km: String(radii.includes(5) ? 5 : maxRadiusKm) }}
      onSubmit={({ address }, form) => send(form, { address: address ?? '' })}
      failure={failure}
      submitLabel={workAreaTexts.add}
      submittingLabel={workAreaTexts.adding}
      submitDisabled={locating}
      aria-labelledby="work-area-add"
    >
      {(form) => (
        <>
          <h2 id="work-area-add" className={styles.heading}>
            {workAreaTexts.addHeading}
          </h2>
          <SelectField<Values>
            name="radius_km"
            label={workAreaTexts.radius}
            options={radii.map((km) => ({ value: String(km), label: fill(workAreaTexts.km, { km }) }))}
          />
          <TextField<Values> name="label" label={workAreaTexts.label} hint={workAreaTexts.labelHint} autoComplete="off" />
          <button type="button" className={styles.locate} disabled={locating || form.formState.isSubmitting} onClick={() => void addFromMyLocation(form)}>
            {locating ? workAreaTexts.locating : workAreaTexts.useLocation}
          </button>
          <TextField<Values> name="address" label={workAreaTexts.address} hint={workAreaTexts.addressHint} autoComplete="street-address" />
        </>
      )}
    </Form>
  );
}
