import { useEffect, useRef, useState } from 'react';
import type { OpsMemberCreated } from '@servenear/shared/ops-api';
import dialogStyles from '../../components/actions/ConfirmDialog.module.css';
import { maskedMobile, rolesLabel } from './format';
import styles from './PeoplePage.module.css';

/**
 * The new member's temporary password, shown this once (the server keeps only its hash), with a
 * copy button and a warning. Focus comes here once the form is gone, so a keyboard or screen
 * reader user lands on it.
 */
export function TemporaryPassword({ member, onDone }: { member: OpsMemberCreated; onDone(): void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(member.temporary_password);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className={styles.created} ref={box} tabIndex={-1}>
      <p className={styles.warning} role="alert">
        Copy this temporary password now: it is shown only once and cannot be seen again. Give it to {member.name} in person or by phone, never by email or chat.
      </p>
      <div className={styles.passwordRow}>
        <p className={styles.passwordLine}>
          <span className={styles.passwordLabel}>Temporary password</span>
          <code className={styles.password}>{member.temporary_password}</code>
        </p>
        <button type="button" className={dialogStyles.primary} onClick={() => void copy()}>
          Copy password
        </button>
      </div>
      <p className={styles.copied} aria-live="polite">
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Could not copy: select the password and copy it.' : ''}
      </p>
      <p className={dialogStyles.consequence}>
        {maskedMobile(member.mobile)} · {rolesLabel(member.roles)}. They sign in at /ops with it and a code texted to that mobile.
      </p>
      <button type="button" className={dialogStyles.secondary} onClick={onDone}>
        I have given it to them
      </button>
    </div>
  );
}
