import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import styles from './Bookings.module.css';

/** Asks before a job is given back or marked done (partner §4 'after a confirmation'). */
export function ConfirmDialog({ question, confirm, busy, onConfirm, onClose }: { question: string; confirm: string; busy: boolean; onConfirm(): void; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={styles.confirm}>
        <h2 id={titleId} className={styles.otpTitle}>
          {question}
        </h2>
        <div className={styles.confirmButtons}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            No
          </button>
          <button type="button" className={styles.primary} onClick={onConfirm} disabled={busy}>
            {confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
