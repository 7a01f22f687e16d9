import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { cancelTexts as texts } from './texts';
import buttons from './Buttons.module.css';
import styles from './Dialogs.module.css';

interface ConfirmCancelDialogProps {
  serviceName: string;
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
}

/** customer §8 'Cancel': 'Are you sure?' before a pending line is cancelled for good. */
export function ConfirmCancelDialog({ serviceName, busy, onConfirm, onKeep }: ConfirmCancelDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={onKeep} size="narrow">
      <div className={styles.confirm}>
        <span aria-hidden="true" className={styles.warningIcon}>
          !
        </span>
        <h2 id={titleId} className={styles.title}>
          {texts.confirmTitle}
        </h2>
        <p className={styles.text}>{texts.confirmText}</p>
        <p className={styles.subject}>{serviceName}</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.danger} disabled={busy} onClick={onConfirm}>
            {texts.confirm}
          </button>
          <button type="button" className={buttons.neutral} onClick={onKeep}>
            {texts.keep}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
