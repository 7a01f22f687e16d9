import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAddWorkArea, type NewWorkArea } from '@servenear/shared/partner';
import { useHost } from '@servenear/shared/host';
import { WORK_AREA_RADII_KM, workAreaRequestSchema, type WorkAreaInput, type WorkAreaRequest } from '@servenear/shared/schemas';
import { FormAlert, SelectField, TextField, applyServerErrors, formStyles as forms } from '@servenear/shared/forms';
import { currentPosition, LocationUnavailable } from './currentPosition';
import { radiusChoices, workAreaTexts } from './texts';
import styles from './WorkArea.module.css';

type Values = WorkAreaInput;
const fields = ['address', 'label', 'radius_km'] as const;

/** Adds a place from a typed address (placed by the server) or from the device's point. */
export function WorkAreaForm({ maxRadiusKm }: { maxRadiusKm: number }) {
  const { notify } = useHost();
  const addPlace = useAddWorkArea();
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const radii = radiusChoices(WORK_AREA_RADII_KM, maxRadiusKm);
  const form = useForm<Values, unknown, WorkAreaRequest>({
    resolver: zodResolver(workAreaRequestSchema(maxRadiusKm)),
    defaultValues: { address: '', label: '', radius_km: String(radii.includes(5) ? 5 : maxRadiusKm) },
  });
  const { handleSubmit, setError, reset, getValues, trigger, formState } = form;
  const busy = formState.isSubmitting || locating;

  async function send(where: { address: string } | { latitude: number; longitude: number }) {
    const { label, radius_km } = getValues();
    const name = label?.trim();
    const place: NewWorkArea = { ...where, radiusKm: Number(radius_km), ...(name ? { label: name } : {}) };
    try {
      await addPlace.mutateAsync(place);
      reset({ address: '', label: '', radius_km });
      notify('success', workAreaTexts.added);
    } catch (error) {
      const { shown, message } = applyServerErrors(error, fields, setError, { shouldFocus: true });
      setProblem(shown ? null : (message ?? workAreaTexts.addFailed));
    }
  }

  const onSubmit = handleSubmit(async ({ address }) => {
    setProblem(null);
    await send({ address: address ?? '' });
  });

  async function addFromMyLocation() {
    setProblem(null);
    // The radius and name are checked as for a typed address; the address itself is not needed.
    if (!(await trigger(['radius_km', 'label']))) return;
    setLocating(true);
    try {
      await send(await currentPosition());
    } catch (error) {
      setProblem(error instanceof LocationUnavailable ? error.message : workAreaTexts.locationFailed);
    } finally {
      setLocating(false);
    }
  }

  return (
    <FormProvider {...form}>
      <form className={`${forms.form} ${forms.card}`} onSubmit={onSubmit} noValidate aria-labelledby="work-area-add">
        <h2 id="work-area-add" className={styles.heading}>
          {workAreaTexts.addHeading}
        </h2>
        <SelectField<Values>
          name="radius_km"
          label={workAreaTexts.radius}
          options={radii.map((km) => ({ value: String(km), label: workAreaTexts.km(km) }))}
        />
        <TextField<Values> name="label" label={workAreaTexts.label} hint={workAreaTexts.labelHint} autoComplete="off" />
        <button type="button" className={styles.locate} disabled={busy} onClick={() => void addFromMyLocation()}>
          {locating ? workAreaTexts.locating : workAreaTexts.useLocation}
        </button>
        <TextField<Values> name="address" label={workAreaTexts.address} hint={workAreaTexts.addressHint} autoComplete="street-address" />
        <FormAlert message={problem} />
        <button type="submit" className={forms.submit} disabled={busy}>
          {formState.isSubmitting ? workAreaTexts.adding : workAreaTexts.add}
        </button>
      </form>
    </FormProvider>
  );
}
