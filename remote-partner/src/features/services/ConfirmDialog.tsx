import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { serviceTexts } from './texts';
import styles from './Services.module.css';

/** Asks before a service is deleted, as the booking pages ask before a job is given back. */
export function ConfirmDialog({ question, confirm, busy, onConfirm, onClose }: { question: string; confirm: string; busy: boolean; onConfirm(): void; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={styles.confirm}>
        <h2 id={titleId} className={styles.confirmTitle}>
          {question}
        </h2>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {serviceTexts.no}
          </button>
          <button type="button" className={styles.danger} onClick={onConfirm} disabled={busy}>
            {confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
