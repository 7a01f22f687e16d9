import { useId } from 'react';
import { useDeclineBookingLine } from '@servenear/shared/booking-api';
import { Dialog } from '@servenear/shared/dialog';
import { LINE_REASON_MAX } from '@servenear/shared/domain';
import { Form, reasonRules, TextAreaField } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { disputeTexts } from '../texts';
import styles from './Dialogs.module.css';

type ReasonForm = { reason: string };

interface DeclineDialogProps {
  lineId: number;
  serviceName: string;
  onDone(): void;
  onClose(): void;
}

/**
 * Issue 37: declining completed work asks why (required, 5 to 500 characters; the same rule on
 * the server) and opens a dispute; the lists are read again, so the card shows it.
 */
export function DeclineDialog({ lineId, serviceName, onDone, onClose }: DeclineDialogProps) {
  const titleId = useId();
  const { notify } = useHost();
  const decline = useDeclineBookingLine();

  async function send({ reason }: { reason: string }) {
    await decline.mutateAsync({ lineId, reason });
    notify('success', disputeTexts.declined);
    onDone();
  }

  return (
    <Dialog labelledBy={titleId} closeLabel={disputeTexts.close} onClose={onClose} size="narrow">
      <h2 id={titleId} className={styles.title}>
        {fill(disputeTexts.declineTitle, { service: serviceName })}
      </h2>
      <p className={styles.hint}>{disputeTexts.declineHint}</p>
      <Form<ReasonForm, ReasonForm>
        rules={reasonRules}
        defaultValues={{ reason: '' }}
        onSubmit={send}
        failure={{ network: disputeTexts.declineFailed, fallback: disputeTexts.declineFailed }}
        submitLabel={disputeTexts.declineSubmit}
        submittingLabel={disputeTexts.declining}
      >
        <TextAreaField<ReasonForm> name="reason" label={disputeTexts.reasonLabel} rows={4} maxLength={LINE_REASON_MAX} required />
      </Form>
    </Dialog>
  );
}
