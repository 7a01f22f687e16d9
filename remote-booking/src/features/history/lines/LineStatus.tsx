import { useState } from 'react';
import { customerLineView, type CustomerLineView } from '@servenear/shared/domain';
import type { BookingLine } from '@servenear/shared/booking-api';
import { Badge } from '../cards/Badge';
import { ConfirmCancelDialog } from '../dialogs/ConfirmCancelDialog';
import { useCancelLine } from '../actions/useCancelLine';
import { cancelTexts, historyTexts } from '../texts';
import buttons from '../Buttons.module.css';

/** The status words of a line the customer cannot act on (work started, Need to Approve…). */
export function StatusLabel({ view }: { view: Extract<CustomerLineView, { kind: 'label' }> }) {
  return <Badge tone={view.tone}>{view.text}</Badge>;
}

/**
 * customer §4 'Booking line statuses': a pending line can be cancelled, also once a partner is
 * assigned (it is still pending to the customer, customer §6; the line says who is coming, to
 * call); others show their status. A cancel invalidates the booking lists, so the line moves to
 * the cancelled tab.
 */
export function LineStatus({ line }: { line: BookingLine }) {
  const view = customerLineView(line.status, line.approved ? 1 : 0, line.partner !== null);
  const [confirming, setConfirming] = useState(false);
  const { cancel, cancelling } = useCancelLine();

  if (view.kind === 'label') return <StatusLabel view={view} />;

  async function confirm() {
    await cancel(line.id);
    setConfirming(false);
  }

  return (
    <>
      {view.kind === 'partner-assigned' ? <Badge tone="info">{historyTexts.partnerAssigned}</Badge> : null}
      <button type="button" className={buttons.dangerOutline} disabled={cancelling} onClick={() => setConfirming(true)}>
        {cancelTexts.button}
      </button>
      {confirming && (
        <ConfirmCancelDialog serviceName={line.serviceName} busy={cancelling} onConfirm={() => void confirm()} onKeep={() => setConfirming(false)} />
      )}
    </>
  );
}
