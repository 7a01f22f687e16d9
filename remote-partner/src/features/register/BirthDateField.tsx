import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
// shared/forms has no date field (TextField is text only), so this one is built from the
// pieces the field components are made of, keeping the phone's date picker and its limit.
import { Field, controlProps, formStyles as forms } from '@servenear/shared/forms';
import { todayIso, type RegistrationFormInput } from './registrationForm';

/** The date of birth, picked up to today at the latest. */
export function BirthDateField() {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<RegistrationFormInput>();
  const error = getFieldState('dob', formState).error?.message;
  return (
    <Field id={id} label="Date of birth" error={error}>
      <input className={forms.control} type="date" max={todayIso()} autoComplete="bday" {...controlProps(id, error)} {...register('dob')} />
    </Field>
  );
}
