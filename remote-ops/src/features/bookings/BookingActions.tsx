import { useState } from 'react';
import { useOpsBookingAction, type OpsBookingLine } from '@servenear/shared/ops-api';
import { useMay } from '../../components/access/useMay';
import { ReasonDialog } from '../../components/actions/ReasonDialog';
import { rupees } from './format';
import detail from '../../components/detail/DetailPage.module.css';

type Decision = 'cancel' | 'approve';

/** Cancel and approve, where the line's status and this person's roles allow; allocation is the partners' table. */
export function BookingActions({ line }: { line: OpsBookingLine }) {
  const may = useMay();
  const [open, setOpen] = useState<Decision | null>(null);
  const cancel = useOpsBookingAction('cancel');
  const approve = useOpsBookingAction('approve');
  const cancellable = may('bookings.cancel') && ['pending', 'assigned', 'confirmed'].includes(line.status);
  const approvable = may('bookings.approve') && line.status === 'completed' && !line.approved;
  if (!cancellable && !approvable) return null;

  return (
    <div className={detail.actions} role="group" aria-label="Decisions">
      {approvable ? (
        <button type="button" className={detail.primary} onClick={() => setOpen('approve')}>
          Approve completion
        </button>
      ) : null}
      {cancellable ? (
        <button type="button" className={detail.danger} onClick={() => setOpen('cancel')}>
          Cancel booking
        </button>
      ) : null}
      {open === 'cancel' ? (
        <ReasonDialog
          title={`Cancel ${line.reference} (${line.service_name})?`}
          consequence={
            <>
              <p>The customer{line.partner ? ` and ${line.partner.name}` : ''} are told. This cannot be undone.</p>
              <p>
                <strong>
                  {line.refund_if_cancelled > 0
                    ? `${rupees(line.refund_if_cancelled)} will be owed back to the customer: the booking was paid.`
                    : 'Nothing is owed back: the booking is not paid.'}
                </strong>
              </p>
            </>
          }
          confirm="Cancel booking"
          tone="danger"
          reasonLabel={null}
          onConfirm={() => cancel.mutateAsync({ id: line.line_id })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'approve' ? (
        <ReasonDialog
          title={`Approve ${line.reference} in the customer’s place?`}
          consequence={<p>The work is settled: {line.partner?.name ?? 'the partner'} is paid for it, and told.</p>}
          confirm="Yes, approve"
          tone="primary"
          reasonLabel={null}
          onConfirm={() => approve.mutateAsync({ id: line.line_id })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
