import { useId, useState } from 'react';
import { useDeclineBookingLine } from '@servenear/shared/booking-api';
import { Dialog } from '@servenear/shared/dialog';
import { disputeTexts, LINE_REASON_MAX } from '@servenear/shared/domain';
import { Form, TextAreaField, lazyResolver } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import type { ReasonFormInput } from '@servenear/shared/schemas';
import styles from './Dialogs.module.css';

const loadRules = () => import(/* webpackChunkName: "reason-rules" */ './reasonRules');

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
  const [rules] = useState(() => lazyResolver(() => loadRules().then((loaded) => loaded.reasonResolver)));

  async function send({ reason }: { reason: string }) {
    await decline.mutateAsync({ lineId, reason });
    notify('success', disputeTexts.declined);
    onDone();
  }

  return (
    <Dialog labelledBy={titleId} closeLabel="Close" onClose={onClose} size="narrow">
      <h2 id={titleId} className={styles.title}>
        {disputeTexts.declineTitle(serviceName)}
      </h2>
      <p className={styles.hint}>{disputeTexts.declineHint}</p>
      <Form<ReasonFormInput, { reason: string }>
        rules={rules}
        defaultValues={{ reason: '' }}
        onSubmit={send}
        failure={{ network: disputeTexts.declineFailed, fallback: disputeTexts.declineFailed }}
        submitLabel={disputeTexts.declineSubmit}
        submittingLabel={disputeTexts.declining}
      >
        <TextAreaField<ReasonFormInput> name="reason" label={disputeTexts.reasonLabel} rows={4} maxLength={LINE_REASON_MAX} required />
      </Form>
    </Dialog>
  );
}
