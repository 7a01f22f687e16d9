import { useId, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Dialog } from '@servenear/shared/dialog';
import { Form, TextAreaField } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { opsReasonFormSchema, useEndOpsSession, type OpsReasonForm } from '@servenear/shared/ops-api';
import styles from './ConfirmDialog.module.css';

const reasonRules = zodResolver(opsReasonFormSchema);
/** A confirmation without a reason has nothing to check. */
const noRules: Resolver<OpsReasonForm> = (values) => ({ values, errors: {} });
const failure = { network: 'Network error. Please try again.', fallback: 'That did not work. Please try again.' };

export interface ConfirmDialogProps {
  title: string;
  /** What the action does, said before it is confirmed. */
  consequence: ReactNode;
  confirm: string;
  tone: 'primary' | 'danger';
  /** The label of the reason asked for (3 to 300 characters), or null when none is. */
  reasonLabel: string | null;
  /** Sends the decision; answers the server's message, said in a toast. */
  onConfirm(reason: string | undefined): Promise<string>;
  onClose(): void;
}

/**
 * Every ops decision asks first (partners, bookings): what it does, a reason where one is kept or
 * told, sent once; the server's answer in a toast, then the dialog closes (the page shows the new
 * state). A refusal (a 409: someone decided first) stays in the dialog, above its button.
 */
export function ConfirmDialog({ title, consequence, confirm, tone, reasonLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const { notify } = useHost();
  const endOpsSession = useEndOpsSession();

  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.question}>
          {title}
        </h2>
        <div className={styles.consequence}>{consequence}</div>
        <Form<OpsReasonForm>
          className={styles.dialogActions}
          rules={reasonLabel ? reasonRules : noRules}
          defaultValues={{ reason: '' }}
          onSubmit={async ({ reason }) => {
            try {
              notify('success', await onConfirm(reasonLabel ? reason : undefined));
              onClose();
            } catch (error) {
              if (!endOpsSession(error)) throw error;
            }
          }}
          failure={failure}
          submitLabel={confirm}
          submittingLabel="Sending..."
          submitClassName={tone === 'danger' ? styles.dangerSubmit : undefined}
          footer={
            <button type="button" className={styles.secondary} onClick={onClose}>
              Cancel
            </button>
          }
        >
          {reasonLabel ? <TextAreaField<OpsReasonForm> name="reason" label={reasonLabel} maxLength={300} /> : null}
        </Form>
      </div>
    </Dialog>
  );
}
