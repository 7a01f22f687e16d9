import { zodResolver } from '@hookform/resolvers/zod';
import { TextAreaField } from '@servenear/shared/forms';
import { opsReasonFormSchema, useOpsPartnerAction, type OpsPartner, type OpsReasonForm, type PartnerAction } from '@servenear/shared/ops-api';
import { ConfirmDialog, noRules } from '../../components/actions/ConfirmDialog';
import { partnerActionSpecs } from './partnerActions';

const reasonRules = zodResolver(opsReasonFormSchema);

/**
 * Asks before a partner decision, with the reason the partner is told where there is one; the
 * console's ConfirmDialog sends it once, toasts the server's answer and closes, or keeps a
 * refusal (a 409: someone decided first) in the dialog.
 */
export function ActionDialog({ action, partner, onClose }: { action: PartnerAction; partner: OpsPartner; onClose(): void }) {
  const spec = partnerActionSpecs[action];
  const decide = useOpsPartnerAction(action);
  return (
    <ConfirmDialog<OpsReasonForm>
      question={spec.question(partner.name)}
      consequence={<p>{spec.consequence}</p>}
      confirm={spec.confirm}
      tone={spec.tone}
      rules={spec.needsReason ? reasonRules : noRules<OpsReasonForm>()}
      defaultValues={{ reason: '' }}
      onConfirm={({ reason }) => decide.mutateAsync({ id: partner.id, reason: spec.needsReason ? reason : undefined })}
      onClose={onClose}
    >
      {spec.needsReason ? <TextAreaField<OpsReasonForm> name="reason" label="Reason (the partner is told)" maxLength={300} /> : null}
    </ConfirmDialog>
  );
}
