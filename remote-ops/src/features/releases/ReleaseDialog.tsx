import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { Dialog } from '@servenear/shared/dialog';
import { Form } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { useEndOpsSession, useOpsReleaseChange, type OpsRemoteReleases, type ReleaseChange } from '@servenear/shared/ops-api';
import { wordsFor } from './releaseChanges';
import styles from './Releases.module.css';

/** A confirmation reads nothing: nothing to check. */
const noRules: Resolver<Record<string, never>> = (values) => ({ values, errors: {} });
const failure = { network: 'Network error. Please try again.', fallback: 'That did not work. Please try again.' };

/**
 * Asks before a change of what browsers get, naming remote, versions and share; sends it once,
 * then says the server's answer in a toast and closes (the panel is read again). A refusal (a
 * 409: the CLI or another person changed the state meanwhile) stays in the dialog, in the
 * server's words.
 */
export function ReleaseDialog({ change, state, onClose }: { change: ReleaseChange; state: OpsRemoteReleases; onClose(): void }) {
  const titleId = useId();
  const words = wordsFor(change, state);
  const send = useOpsReleaseChange();
  const { notify } = useHost();
  const endOpsSession = useEndOpsSession();

  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.question}>
          {words.question}
        </h2>
        <p className={styles.consequence}>{words.consequence}</p>
        <Form<Record<string, never>>
          className={styles.dialogActions}
          rules={noRules}
          defaultValues={{}}
          onSubmit={async () => {
            try {
              notify('success', await send.mutateAsync(change));
              onClose();
            } catch (error) {
              if (!endOpsSession(error)) throw error;
            }
          }}
          failure={failure}
          submitLabel={words.confirm}
          submittingLabel="Sending..."
          submitClassName={words.tone === 'danger' ? styles.dangerSubmit : undefined}
          footer={
            <button type="button" className={styles.secondary} onClick={onClose}>
              Cancel
            </button>
          }
        >
          {null}
        </Form>
      </div>
    </Dialog>
  );
}
