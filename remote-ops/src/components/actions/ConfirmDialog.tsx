import { useId, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { Dialog } from '@servenear/shared/dialog';
import { Form } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { useEndOpsSession } from '@servenear/shared/ops-api';
import styles from './ConfirmDialog.module.css';

const failure = { network: 'Network error. Please try again.', fallback: 'That did not work. Please try again.' };

/** A confirmation without fields has nothing to check. */
export const noRules = <Values extends FieldValues>(): Resolver<Values> => (values) => ({ values, errors: {} });

export interface ConfirmDialogProps<Values extends FieldValues> {
  /** The question, which names the dialog: 'Disable Asha Rao?'. */
  question: string;
  /** What the action does, said before it is confirmed. */
  consequence: ReactNode;
  confirm: string;
  tone: 'primary' | 'danger';
  rules: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Sends the action; its answer (the server's message) is said in a toast. A thrown refusal stays in the dialog. */
  onConfirm(values: Values): Promise<string>;
  onClose(): void;
  /** The fields the action needs (a reason, roles, rates); none for a plain confirmation. */
  children?: ReactNode;
}

/**
 * Asks before an ops action, with the fields it needs; sends it once, then says the server's
 * answer in a toast and closes (the page shows the new state). A refusal (a 409: someone decided
 * first, the last admin) stays in the dialog, above its button, in the server's words; a 401
 * ends the console's session.
 */
export function ConfirmDialog<Values extends FieldValues>({ question, consequence, confirm, tone, rules, defaultValues, onConfirm, onClose, children }: ConfirmDialogProps<Values>) {
  const titleId = useId();
  const { notify } = useHost();
  const endOpsSession = useEndOpsSession();

  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.question}>
          {question}
        </h2>
        <div className={styles.consequence}>{consequence}</div>
        <Form<Values>
          className={styles.dialogActions}
          rules={rules}
          defaultValues={defaultValues}
          onSubmit={async (values) => {
            try {
              notify('success', await onConfirm(values));
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
          {children}
        </Form>
      </div>
    </Dialog>
  );
}
