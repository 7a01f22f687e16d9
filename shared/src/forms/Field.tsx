import type { ReactNode } from 'react';
import { localiseMessage } from '@servenear/shared/i18n';
import styles from './forms.module.css';

/**
 * Ties a control to its label, its hint and its error message for assistive technology.
 * `hint` says the Field shows a hint, which is read before the error.
 */
export function controlProps(id: string, error: string | undefined, hint?: boolean) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** Shown between label and control; pass `hint: true` to controlProps as well. */
  hint?: string;
  children: ReactNode;
}

export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A field's message, under its control; `controlProps` points the control at it. The message
 * comes from a schema or the server, in English: shown in the person's language when a catalogue
 * has it.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error}>
      {localiseMessage(error)}
    </p>
  ) : null;
}
