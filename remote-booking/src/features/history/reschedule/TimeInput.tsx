import { useId } from 'react';
import { Field, controlProps, formStyles, useFormContext } from '@servenear/shared/forms';
import type { RescheduleForm } from '@servenear/shared/schemas';

/**
 * The dialog's time of day (HH:MM, the phone's time picker), wired to the form as the shared
 * field components are; kept here rather than in @servenear/shared/forms, which every form page
 * loads on its first visit.
 */
export function TimeInput({ label }: { label: string }) {
  const { register, getFieldState, formState } = useFormContext<RescheduleForm>();
  const id = `${useId()}-preferredTime`;
  const error = getFieldState('preferredTime', formState).error?.message;
  return (
    <Field id={id} label={label} error={error}>
      <input className={formStyles.control} type="time" {...controlProps(id, error)} {...register('preferredTime')} />
    </Field>
  );
}
