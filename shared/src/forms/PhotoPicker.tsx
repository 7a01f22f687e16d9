import type { ChangeEvent } from 'react';
import { localiseMessage } from '@servenear/shared/i18n';
import styles from './forms.module.css';

interface PhotoPickerProps {
  id: string;
  /** MIME types the file dialog offers. */
  accept: string;
  /** The button's text, which is also the file input's label. */
  label: string;
  /** Shown under the button; the page says what happens to a chosen file. */
  hint: string;
  error?: string | null;
  /** A file the person picked; the page checks it, previews it (useObjectUrl) and keeps it. */
  onChoose(file: File): void;
}

/**
 * The profile photo control of the customer and partner profile forms: a file input shown
 * as a button, its hint and its error. The preview image stays with each page (its alt text
 * and fallback differ). Returns siblings, so each page lays them out in its own column.
 */
export function PhotoPicker({ id, accept, label, hint, error, onChoose }: PhotoPickerProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again, e.g. after a refusal, still reports it.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={choose}
      />
      <label htmlFor={id} className={styles.fileButton}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {localiseMessage(error)}
        </p>
      ) : null}
    </>
  );
}
