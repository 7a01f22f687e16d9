import { useId, useState } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { disputeTexts, LINE_REASON_MAX } from '@servenear/shared/domain';
import { Form, TextAreaField, lazyResolver } from '@servenear/shared/forms';
import type { ReasonFormInput } from '@servenear/shared/schemas';
import { bookingTexts } from './cardActions';
import actions from '../../components/actions/actions.module.css';

const loadRules = () => import(/* webpackChunkName: "reason-rules" */ './reasonRules');

interface GiveBackDialogProps {
  /** Sends the reason; a thrown failure is shown in the form. */
  onSend(reason: string): Promise<void>;
  onClose(): void;
}

/**
 * partner §4 'Cancel Booking after a confirmation', issue 37: the confirmation asks why (required,
 * the server's rule). The job goes back to ops for another partner; the customer keeps the booking.
 */
export function GiveBackDialog({ onSend, onClose }: GiveBackDialogProps) {
  const titleId = useId();
  const [rules] = useState(() => lazyResolver(() => loadRules().then((loaded) => loaded.reasonResolver)));
  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <h2 id={titleId} className={actions.question}>
        {disputeTexts.cancelTitle}
      </h2>
      <p>{disputeTexts.cancelHint}</p>
      <Form<ReasonFormInput, { reason: string }>
        rules={rules}
        defaultValues={{ reason: '' }}
        onSubmit={({ reason }) => onSend(reason)}
        failure={{ network: bookingTexts.cancelFailed, fallback: bookingTexts.cancelFailed }}
        submitLabel={disputeTexts.cancelSubmit}
        submittingLabel={disputeTexts.cancelling}
      >
        <TextAreaField<ReasonFormInput> name="reason" label={disputeTexts.reasonLabel} rows={4} maxLength={LINE_REASON_MAX} required />
      </Form>
    </Dialog>
  );
}
