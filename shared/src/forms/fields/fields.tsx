import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Field, FieldError } from '../Field';
import { PasswordInput } from '../PasswordInput';
import styles from '../forms.module.css';
import { useFieldWiring } from './useFieldWiring';

/** What every field component takes: the form value it edits, its label and an optional hint. */
export interface FieldBaseProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  hint?: string;
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'type'>;

/** An input of the given type with its label, hint, error and their ARIA ties, registered in the surrounding FormProvider. */
function InputField<Values extends FieldValues>({ name, label, hint, type, className, ...input }: FieldBaseProps<Values> & InputProps & { type: string }) {
  const { id, error, control } = useFieldWiring<Values>(name, hint);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input className={className ?? styles.control} type={type} {...input} {...control} />
    </Field>
  );
}

export function TextField<Values extends FieldValues>(props: FieldBaseProps<Values> & InputProps) {
  return <InputField<Values> type="text" {...props} />;
}

export function EmailField<Values extends FieldValues>(props: FieldBaseProps<Values> & InputProps) {
  return <InputField<Values> type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A date as YYYY-MM-DD with the phone's date picker; `min` and `max` bound what it offers. */
export function DateField<Values extends FieldValues>(props: FieldBaseProps<Values> & InputProps) {
  return <InputField<Values> type="date" {...props} />;
}

/**
 * The ten digits of a typed or pasted number: spaces, dashes and brackets go, and a country code
 * (+91) or trunk 0 in front of ten digits is dropped. No `maxlength` (issue 37): it counted the
 * spaces, so '98765 43210' lost its last digit; the digits are capped at ten instead.
 */
function mobileDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const national = digits.length > 10 && /^(91|0)/.test(digits) ? digits.replace(/^(91|0)/, '') : digits;
  return national.slice(0, 10);
}

/** An Indian mobile number: ten digits, the number pad on a phone (customer §8 'Mobile'). */
export function MobileField<Values extends FieldValues>({ name, label, hint, className, ...input }: FieldBaseProps<Values> & InputProps) {
  const { id, error, control } = useFieldWiring<Values>(name, hint);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        className={className ?? styles.control}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...input}
        {...control}
        onChange={(event) => {
          const digits = mobileDigits(event.target.value);
          if (digits !== event.target.value) event.target.value = digits;
          return control.onChange(event);
        }}
      />
    </Field>
  );
}

/** A password with its show/hide toggle (see PasswordInput for the two toggle styles). */
export function PasswordField<Values extends FieldValues>({
  name,
  label,
  hint,
  autoComplete,
  toggleLabel,
}: FieldBaseProps<Values> & { autoComplete: 'current-password' | 'new-password'; toggleLabel?: string }) {
  const { id, error, registered } = useFieldWiring<Values>(name, hint);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <PasswordInput id={id} error={error} hint={Boolean(hint)} toggleLabel={toggleLabel} autoComplete={autoComplete} {...registered} />
    </Field>
  );
}

export function TextAreaField<Values extends FieldValues>({
  name,
  label,
  hint,
  className,
  ...textarea
}: FieldBaseProps<Values> & Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'id'>) {
  const { id, error, control } = useFieldWiring<Values>(name, hint);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea className={className ?? `${styles.control} ${styles.textarea}`} {...textarea} {...control} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField<Values extends FieldValues>({
  name,
  label,
  hint,
  options,
  placeholder,
  className,
  ...select
}: FieldBaseProps<Values> & { options: readonly SelectOption[]; placeholder?: string } & Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'id'>) {
  const { id, error, control } = useFieldWiring<Values>(name, hint);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <select className={className ?? styles.control} {...select} {...control}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A file input; what is chosen is checked by the form's schema and again by the server, by content. */
export function FileField<Values extends FieldValues>({
  name,
  label,
  hint,
  children,
  className,
  ...input
}: FieldBaseProps<Values> & Omit<InputProps, 'children'> & { children?: ReactNode }) {
  const { id, error, control } = useFieldWiring<Values>(name, hint);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input className={className ?? styles.control} type="file" {...input} {...control} />
      {children}
    </Field>
  );
}

/** A checkbox whose label may hold links (the terms box): the box, its words, and the error under them. */
export function CheckboxField<Values extends FieldValues>({ name, children }: { name: Path<Values>; children: ReactNode }) {
  const { id, error, control } = useFieldWiring<Values>(name);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input type="checkbox" {...control} />
        <span>{children}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
