import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { LINE_REASON_MAX } from '@servenear/shared/domain';
import { Form, reasonRules, TextAreaField } from '@servenear/shared/forms';
import { bookingTexts } from './cardActions';
import { disputeTexts } from './disputeTexts';
import { actionTexts } from '../../components/actions/texts';
import actions from '../../components/actions/actions.module.css';

type ReasonForm = { reason: string };

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
  return (
    <Dialog labelledBy={titleId} closeLabel={actionTexts.close} onClose={onClose} size="narrow">
      <h2 id={titleId} className={actions.question}>
        {disputeTexts.cancelTitle}
      </h2>
      <p>{disputeTexts.cancelHint}</p>
      <Form<ReasonForm, ReasonForm>
        rules={reasonRules}
        defaultValues={{ reason: '' }}
        onSubmit={({ reason }) => onSend(reason)}
        failure={{ network: bookingTexts.cancelFailed, fallback: bookingTexts.cancelFailed }}
        submitLabel={disputeTexts.cancelSubmit}
        submittingLabel={disputeTexts.cancelling}
      >
        <TextAreaField<ReasonForm> name="reason" label={disputeTexts.reasonLabel} rows={4} maxLength={LINE_REASON_MAX} required />
      </Form>
    </Dialog>
  );
}
