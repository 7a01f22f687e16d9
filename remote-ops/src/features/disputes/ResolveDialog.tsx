import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees, type DisputeOutcome } from '@servenear/shared/domain';
import { SelectField, TextAreaField, TextField, useFormContext } from '@servenear/shared/forms';
import { opsDisputeFormSchema, useOpsResolveDispute, type DisputeResolution, type OpsDispute, type OpsDisputeForm } from '@servenear/shared/ops-api';
import { ConfirmDialog } from '../../components/actions/ConfirmDialog';
import { outcomeLabels } from './format';
import styles from './Disputes.module.css';

const rules = zodResolver(opsDisputeFormSchema);

/** The outcomes this person may choose: a refund needs disputes.refund, and something paid or owed; a redo by the same partner needs one. */
export function outcomesFor(dispute: OpsDispute, mayRefund: boolean): DisputeOutcome[] {
  const outcomes: DisputeOutcome[] = dispute.partner_id === null ? ['redo_other'] : ['redo_same', 'redo_other'];
  if (mayRefund && (dispute.paid_amount > 0 || dispute.owed_amount > 0)) outcomes.push('part_refund', 'full_refund');
  return outcomes;
}

/** The form's values as the server takes them: an amount with part_refund only, a note when written. */
function resolutionOf({ outcome, amount, note }: OpsDisputeForm): DisputeResolution {
  const trimmed = note.trim();
  return { outcome, ...(outcome === 'part_refund' ? { amount: Number(amount) } : {}), ...(trimmed ? { note: trimmed } : {}) };
}

/** Resolve a dispute: the outcome, the amount of a part refund, a note; the server's 403 or 409 stays in the dialog. */
export function ResolveDialog({ dispute, mayRefund, onClose }: { dispute: OpsDispute; mayRefund: boolean; onClose(): void }) {
  const resolve = useOpsResolveDispute();
  const outcomes = outcomesFor(dispute, mayRefund);
  const most = dispute.paid_amount > 0 ? `at most ${formatRupees(dispute.paid_amount)}, what was paid` : `at most ${formatRupees(dispute.owed_amount)}, taken off what is owed`;
  return (
    <ConfirmDialog<OpsDisputeForm>
      question={`Resolve the dispute on ${dispute.reference}?`}
      consequence={
        <p>
          {dispute.customer_name}
          {dispute.partner_name ? ` and ${dispute.partner_name}` : ''} are told the outcome and your note. This cannot be undone.
        </p>
      }
      confirm="Resolve"
      tone="primary"
      rules={rules}
      defaultValues={{ outcome: outcomes[0], amount: '', note: '' }}
      onConfirm={(values) => resolve.mutateAsync({ id: dispute.id, resolution: resolutionOf(values) })}
      onClose={onClose}
    >
      <div className={styles.fields}>
        <SelectField<OpsDisputeForm> name="outcome" label="Outcome" options={outcomes.map((value) => ({ value, label: outcomeLabels[value] }))} />
        <RefundAmount hint={`Whole rupees, ${most}.`} />
        <TextAreaField<OpsDisputeForm> name="note" label="Note (told to the customer and the partner, optional)" maxLength={500} rows={3} />
      </div>
    </ConfirmDialog>
  );
}

/** The amount, asked only for a part refund. */
function RefundAmount({ hint }: { hint: string }) {
  const outcome = useFormContext<OpsDisputeForm>().watch('outcome');
  if (outcome !== 'part_refund') return null;
  return <TextField<OpsDisputeForm> name="amount" label="Refund (₹)" hint={hint} inputMode="numeric" autoComplete="off" />;
}
