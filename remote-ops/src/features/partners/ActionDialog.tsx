import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Dialog } from '@servenear/shared/dialog';
import { Form, TextAreaField } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { opsReasonFormSchema, useEndOpsSession, useOpsPartnerAction, type OpsPartner, type OpsReasonForm, type PartnerAction } from '@servenear/shared/ops-api';
import { partnerActionSpecs } from './partnerActions';
import styles from './PartnerActions.module.css';

const reasonRules = zodResolver(opsReasonFormSchema);
/** A confirmation without a reason has nothing to check. */
const noRules: Resolver<OpsReasonForm> = (values) => ({ values, errors: {} });
const failure = { network: 'Network error. Please try again.', fallback: 'That did not work. Please try again.' };

/**
 * Asks before a decision, with the reason the partner is told where there is one; sends it once,
 * then says the server's answer in a toast and closes (the page shows the new state). A refusal
 * (a 409: someone decided first) stays in the dialog, above its button.
 */
export function ActionDialog({ action, partner, onClose }: { action: PartnerAction; partner: OpsPartner; onClose(): void }) {
  const titleId = useId();
  const spec = partnerActionSpecs[action];
  const decide = useOpsPartnerAction(action);
  const { notify } = useHost();
  const endOpsSession = useEndOpsSession();

  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.question}>
          {spec.question(partner.name)}
        </h2>
        <p className={styles.consequence}>{spec.consequence}</p>
        <Form<OpsReasonForm>
          className={styles.dialogActions}
          rules={spec.needsReason ? reasonRules : noRules}
          defaultValues={{ reason: '' }}
          onSubmit={async ({ reason }) => {
            try {
              const message = await decide.mutateAsync({ id: partner.id, reason: spec.needsReason ? reason : undefined });
              notify('success', message);
              onClose();
            } catch (error) {
              if (!endOpsSession(error)) throw error;
            }
          }}
          failure={failure}
          submitLabel={spec.confirm}
          submittingLabel="Sending..."
          submitClassName={spec.tone === 'danger' ? styles.dangerSubmit : undefined}
          footer={
            <button type="button" className={styles.secondary} onClick={onClose}>
              Cancel
            </button>
          }
        >
          {spec.needsReason ? <TextAreaField<OpsReasonForm> name="reason" label="Reason (the partner is told)" maxLength={300} /> : null}
        </Form>
      </div>
    </Dialog>
  );
}
