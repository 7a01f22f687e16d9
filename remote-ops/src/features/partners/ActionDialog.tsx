import { useOpsPartnerAction, type OpsPartner, type PartnerAction } from '@servenear/shared/ops-api';
import { ReasonDialog } from '../../components/actions/ReasonDialog';
import { partnerActionSpecs } from './partnerActions';

/**
 * Asks before a partner decision, with the reason the partner is told where there is one; the
 * console's dialog sends it once, toasts the server's answer and closes, or keeps a refusal (a
 * 409: someone decided first) in the dialog.
 */
export function ActionDialog({ action, partner, onClose }: { action: PartnerAction; partner: OpsPartner; onClose(): void }) {
  const spec = partnerActionSpecs[action];
  const decide = useOpsPartnerAction(action);
  return (
    <ReasonDialog
      title={spec.question(partner.name)}
      consequence={<p>{spec.consequence}</p>}
      confirm={spec.confirm}
      tone={spec.tone}
      reasonLabel={spec.needsReason ? 'Reason (the partner is told)' : null}
      onConfirm={(reason) => decide.mutateAsync({ id: partner.id, reason })}
      onClose={onClose}
    />
  );
}
