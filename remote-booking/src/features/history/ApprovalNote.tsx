import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { completedTexts as texts } from './texts';
import buttons from './Buttons.module.css';
import styles from './Dialogs.module.css';

interface ApprovalNoteProps {
  serviceName: string;
  approving: boolean;
  onApprove(): void;
  onDecline(): void;
  onClose(): void;
}

/** customer §4: the note that opens by itself when the partner has completed a service. */
export function ApprovalNote({ serviceName, approving, onApprove, onDecline, onClose }: ApprovalNoteProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={onClose} size="narrow">
      <div className={styles.confirm}>
        <span aria-hidden="true" className={styles.doneIcon}>
          ✓
        </span>
        <h2 id={titleId} className={styles.title}>
          {texts.noteTitle}
        </h2>
        <p className={styles.text}>{texts.note(serviceName)}</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} disabled={approving} onClick={onApprove}>
            {texts.approve}
          </button>
          <button type="button" className={buttons.neutral} disabled={approving} onClick={onDecline}>
            {texts.decline}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
