import { useId, useState } from 'react';
import type { BookingLine } from '@servenear/shared/booking-api';
import { useRescheduleLine } from '@servenear/shared/booking-api';
import { dateLabel, indianDate, indianTime, latestBookingDate, timeLabel } from '@servenear/shared/domain';
import { bookingWindowHint } from '@servenear/shared/booking-texts';
import { Dialog } from '@servenear/shared/dialog';
import { DateField, Form, failureRule, lazyResolver } from '@servenear/shared/forms';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import type { RescheduleForm } from '@servenear/shared/schemas';
import { rescheduleTexts as texts } from '../texts';
import { TimeInput } from './TimeInput';
import styles from '../dialogs/Dialogs.module.css';

/** The dialog's rules (the shared schema the server checks with), loaded when it first checks itself. */
const loadRules = () => import(/* webpackChunkName: "reschedule-rules" */ './rescheduleRules');

interface RescheduleDialogProps {
  line: BookingLine;
  /** A partner holds the line: the new slot is a request they answer. */
  asks: boolean;
  onClose(): void;
}

/**
 * Issue 37: the customer picks another date and time for one booked line, within the booking
 * window (today to a month ahead, no time already gone). The server checks the same rules and
 * says whether the line moved or the partner was asked; its message is the toast.
 */
export function RescheduleDialog({ line, asks, onClose }: RescheduleDialogProps) {
  const titleId = useId();
  const { notify } = useHost();
  const reschedule = useRescheduleLine();
  const [now] = useState(() => new Date());
  const today = indianDate(now);
  const [rules] = useState(() => lazyResolver(() => loadRules().then((loaded) => loaded.rescheduleResolver(today, indianTime(now)))));

  async function send(values: RescheduleForm) {
    const { message } = await reschedule.mutateAsync({ lineId: line.id, date: values.preferredDate, time: values.preferredTime });
    notify('success', message);
    onClose();
  }

  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={onClose} size="narrow">
      <div className={styles.reschedule}>
        <h2 id={titleId} className={styles.title}>
          {fill(texts.title, { service: line.serviceName })}
        </h2>
        <p className={styles.text}>{asks ? texts.introAsk : texts.introNow}</p>
        <p className={styles.subject}>{fill(texts.current, { slot: `${dateLabel(line.date)}, ${timeLabel(line.time)}` })}</p>
        <Form<RescheduleForm>
          rules={rules}
          defaultValues={{ preferredDate: line.date, preferredTime: line.time }}
          onSubmit={send}
          failure={failureRule({ network: texts.network, fallback: texts.fallback })}
          signedIn
          submitLabel={asks ? texts.submitAsk : texts.submit}
          submittingLabel={texts.submitting}
        >
          <DateField<RescheduleForm> name="preferredDate" label={texts.date} min={today} max={latestBookingDate(today)} hint={bookingWindowHint(latestBookingDate(today))} />
          <TimeInput label={texts.time} />
        </Form>
      </div>
    </Dialog>
  );
}
