import { useState } from 'react';
import { customerLineView, type CustomerLineView } from '@servenear/shared/domain';
import type { BookingLine } from '@servenear/shared/api';
import { Badge } from '../cards/Badge';
import { ConfirmCancelDialog } from '../dialogs/ConfirmCancelDialog';
import { useCancelLine } from '../actions/useCancelLine';
import { cancelTexts } from '../texts';
import buttons from '../Buttons.module.css';

/** The status words of a line the customer cannot act on (work started, Need to Approve…). */
export function StatusLabel({ view }: { view: Extract<CustomerLineView, { kind: 'label' }> }) {
  return <Badge tone={view.tone}>{view.text}</Badge>;
}

interface LineStatusProps {
  line: BookingLine;
  /** Called after the line was cancelled, to reload the list. */
  onCancelled(): void;
}

/** customer §4 'Booking line statuses': a pending line can be cancelled, others show their status. */
export function LineStatus({ line, onCancelled }: LineStatusProps) {
  const view = customerLineView(line.status, line.approved ? 1 : 0);
  const [confirming, setConfirming] = useState(false);
  const { cancel, cancelling } = useCancelLine();

  if (view.kind === 'label') return <StatusLabel view={view} />;

  async function confirm() {
    const cancelled = await cancel(line.id);
    setConfirming(false);
    if (cancelled) onCancelled();
  }

  return (
    <>
      <button type="button" className={buttons.dangerOutline} disabled={cancelling} onClick={() => setConfirming(true)}>
        {cancelTexts.button}
      </button>
      {confirming && (
        <ConfirmCancelDialog serviceName={line.serviceName} busy={cancelling} onConfirm={() => void confirm()} onKeep={() => setConfirming(false)} />
      )}
    </>
  );
}
