import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import buttons from '../Buttons.module.css';
import styles from './Dialogs.module.css';

export interface Question {
  title: string;
  text: string;
  confirm: string;
  /** The other answer (Decline, No, keep it). */
  dismiss: string;
  /** The dialog's close button. */
  close: string;
}

interface ConfirmDialogProps {
  question: Question;
  /** 'done' asks to accept good news (✓, a primary button); 'warning' comes before what cannot be undone (!, a danger button). */
  tone: 'done' | 'warning';
  /** What the question is about, in bold under the text. */
  subject?: string;
  /** The answer is being sent: the confirm button waits, and the other one too if `dismissWaits`. */
  busy: boolean;
  dismissWaits?: boolean;
  onConfirm(): void;
  onDismiss(): void;
  /** Closing without answering; the same as dismissing unless given. */
  onClose?(): void;
}

/** A question with two answers in a small dialog: the history's approval note and cancel confirmation. */
export function ConfirmDialog({ question, tone, subject, busy, dismissWaits = false, onConfirm, onDismiss, onClose = onDismiss }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} closeLabel={question.close} onClose={onClose} size="narrow">
      <div className={styles.confirm}>
        <span aria-hidden="true" className={tone === 'done' ? styles.doneIcon : styles.warningIcon}>
          {tone === 'done' ? '✓' : '!'}
        </span>
        <h2 id={titleId} className={styles.title}>
          {question.title}
        </h2>
        <p className={styles.text}>{question.text}</p>
        {subject ? <p className={styles.subject}>{subject}</p> : null}
        <div className={styles.actions}>
          <button type="button" className={tone === 'done' ? buttons.primary : buttons.danger} disabled={busy} onClick={onConfirm}>
            {question.confirm}
          </button>
          <button type="button" className={buttons.neutral} disabled={dismissWaits ? busy : undefined} onClick={onDismiss}>
            {question.dismiss}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
