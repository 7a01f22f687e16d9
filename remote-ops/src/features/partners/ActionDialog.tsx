import { useOpsPartnerAction, type OpsPartner, type PartnerAction } from '@servenear/shared/ops-api';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { partnerActionSpecs } from './partnerActions';

/** A partner decision, asked first with the reason the partner is told where there is one (components/dialog). */
export function ActionDialog({ action, partner, onClose }: { action: PartnerAction; partner: OpsPartner; onClose(): void }) {
  const spec = partnerActionSpecs[action];
  const decide = useOpsPartnerAction(action);
  return (
    <ConfirmDialog
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
