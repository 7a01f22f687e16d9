import { useState, type ComponentPropsWithRef } from 'react';
import { controlProps } from './Field';
import styles from './Form.module.css';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  id: string;
  error?: string;
  /** Names the toggle, e.g. 'Show password' (its pressed state says whether it is shown). */
  toggleLabel: string;
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

/** A password box with a show/hide toggle (customer §2 /login, reset and change screens). */
export function PasswordInput({ id, error, toggleLabel, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <input
        {...input}
        {...controlProps(id, error)}
        type={visible ? 'text' : 'password'}
        className={`${styles.control} ${className ?? ''}`}
        autoCapitalize="none"
        spellCheck={false}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon open={!visible} />
      </button>
    </div>
  );
}
