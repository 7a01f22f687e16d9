import { useId } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { controlProps } from '../Field';

/** What every field component needs from its form: the id, the error text and react-hook-form's register. */
export function useFieldWiring<Values extends FieldValues>(name: Path<Values>, hint?: string) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  const id = `${useId()}-${name}`;
  // getFieldState with formState subscribes this field to its own error only.
  const error = getFieldState(name, formState).error?.message;
  const registered = register(name);
  return { id, error, registered, control: { ...controlProps(id, error, Boolean(hint)), ...registered } };
}
