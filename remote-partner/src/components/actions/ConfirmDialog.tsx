import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { actionTexts } from './texts';
import actions from './actions.module.css';

interface ConfirmDialogProps {
  question: string;
  /** The yes button's words ('Yes, cancel'). */
  confirm: string;
  /** 'danger' for what cannot be undone (deleting a service). */
  tone?: 'primary' | 'danger';
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a partner gives a job back, marks it done or deletes a service (partner §4 'after a confirmation'). */
export function ConfirmDialog({ question, confirm, tone = 'primary', busy, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} closeLabel={actionTexts.close} onClose={onClose} size="narrow">
      <div className={actions.confirm}>
        <h2 id={titleId} className={actions.question}>
          {question}
        </h2>
        <div className={actions.actions}>
          <button type="button" className={actions.secondary} onClick={onClose}>
            {actionTexts.no}
          </button>
          <button type="button" className={tone === 'danger' ? actions.danger : actions.primary} onClick={onConfirm} disabled={busy}>
            {confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
