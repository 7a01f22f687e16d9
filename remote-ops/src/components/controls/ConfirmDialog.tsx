import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { useHost } from '@servenear/shared/host';
import { useEndOpsSession } from '@servenear/shared/ops-api';
import { problemOf } from './problem';
import styles from './controls.module.css';

export interface ConfirmDialogProps {
  title: string;
  /** What the action does, said before it is confirmed; may hold a field (a note). */
  children?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Does the action; its answer is said in a toast. A refusal stays in the dialog, above its buttons. */
  onConfirm(): Promise<string>;
  onClose(): void;
}

/**
 * Asks before an action, does it once, then says the server's answer in a toast and closes (the
 * page shows the new state). A refusal (a 409: someone acted first) is said in the dialog.
 */
export function ConfirmDialog({ title, children, confirmLabel, tone = 'primary', onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const { notify } = useHost();
  const endOpsSession = useEndOpsSession();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setProblem(null);
    try {
      notify('success', await onConfirm());
      onClose();
    } catch (error) {
      if (!endOpsSession(error)) setProblem(problemOf(error));
      setSending(false);
    }
  }

  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={styles.field}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
        {problem ? (
          <p className={styles.alert} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={tone === 'danger' ? `${styles.primary} ${styles.dangerSolid}` : styles.primary} disabled={sending} onClick={() => void confirm()}>
            {sending ? 'Sending...' : confirmLabel}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  );
}
