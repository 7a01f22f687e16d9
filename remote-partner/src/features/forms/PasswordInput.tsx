import { useState, type ComponentPropsWithRef } from 'react';
import styles from './forms.module.css';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { autoComplete: 'current-password' | 'new-password' };

/** A password box with a show/hide toggle (partner §2 'Login'). */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordBox}>
      <input {...props} type={visible ? 'text' : 'password'} className={`${styles.control} ${styles.passwordControl} ${className ?? ''}`} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
        <span className={styles.visuallyHidden}> password</span>
      </button>
    </div>
  );
}
