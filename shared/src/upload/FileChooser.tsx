import type { ChangeEvent, ReactNode } from 'react';
import { formStyles as forms } from '@servenear/shared/forms';
import picker from './FilePicker.module.css';

interface FileChooserProps {
  id: string;
  inputRef?: (element: HTMLInputElement | null) => void;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid: boolean;
  /** pickerDescribedBy(…): the hint, and the messages under the picker. */
  describedBy: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur?(): void;
  /** The button's words. */
  children: ReactNode;
}

/**
 * A file input drawn as a 'choose' button: the input stays in the page, visually hidden, so it
 * keeps keyboard focus, the form's focus on errors and its accessible name (the label), while the
 * label is what the user sees and taps.
 */
export function FileChooser({ id, inputRef, accept, multiple, disabled, invalid, describedBy, onChange, onBlur, children }: FileChooserProps) {
  return (
    <>
      <input
        id={id}
        ref={inputRef}
        className={forms.visuallyHidden}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        onBlur={onBlur}
      />
      <label htmlFor={id} className={disabled ? `${picker.choose} ${picker.chooseDisabled}` : picker.choose}>
        {children}
      </label>
    </>
  );
}
