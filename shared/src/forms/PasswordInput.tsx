import { useState, type ComponentPropsWithRef } from 'react';
import { controlProps } from './Field';
import { formTexts } from './texts';
import styles from './forms.module.css';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  id: string;
  error?: string;
  /** The surrounding Field shows a hint, which the box is then described by. */
  hint?: boolean;
  /**
   * Names an eye-icon toggle with a fixed label, e.g. 'Show old password' (its pressed
   * state says whether it is shown) — the customer screens. Without it the toggle shows 'Show' /
   * 'Hide' and is named 'Show password' / 'Hide password' — the partner screens.
   */
  toggleLabel?: string;
  autoComplete: 'current-password' | 'new-password';
};

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password box with a show/hide toggle (customer §2 /login and password screens, partner §2 'Login'). */
export function PasswordInput({ id, error, hint, toggleLabel, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <input
        {...input}
        {...controlProps(id, error, hint)}
        type={visible ? 'text' : 'password'}
        className={`${styles.control} ${styles.passwordControl} ${className ?? ''}`}
        autoCapitalize="none"
        spellCheck={false}
      />
      <button
        type="button"
        className={toggleLabel ? `${styles.toggle} ${styles.toggleIcon}` : styles.toggle}
        aria-label={toggleLabel ?? (visible ? formTexts.password.hidePassword : formTexts.password.showPassword)}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {toggleLabel ? <EyeIcon open={!visible} /> : visible ? formTexts.password.hide : formTexts.password.show}
      </button>
    </div>
  );
}
