import { Suspense, useState, type ComponentProps } from 'react';
import type { BookingLine } from '@servenear/shared/booking-api';
import { dateLabel, timeLabel } from '@servenear/shared/domain';
import { fill, lazyWithTexts } from '@servenear/shared/i18n';
import { rescheduleTexts as texts } from '../texts';
import type { RescheduleDialog as Dialog } from './RescheduleDialog';
import buttons from '../Buttons.module.css';
import styles from '../lines/Line.module.css';

// The dialog and its form load when the customer first presses Reschedule (with any texts its chunk brings).
const RescheduleDialog = lazyWithTexts<ComponentProps<typeof Dialog>>(() => import(/* webpackChunkName: "reschedule-dialog" */ './RescheduleDialog').then((module) => ({ default: module.RescheduleDialog })));

const slotOf = (date: string, time: string) => `${dateLabel(date)}, ${timeLabel(time)}`;

/** What became of the customer's latest request to the partner, or nothing. */
function RequestNote({ line }: { line: BookingLine }) {
  const request = line.reschedule;
  if (!request) return null;
  const text =
    request.status === 'requested'
      ? fill(texts.requested, { slot: slotOf(request.date, request.time) })
      : request.status === 'accepted'
        ? texts.accepted
        : fill(texts.declined, { slot: slotOf(request.date, request.time) });
  return (
    <p className={request.status === 'declined' ? styles.rescheduleDeclined : styles.rescheduleNote} role="status">
      {text}
    </p>
  );
}

/**
 * Issue 37: a line not started yet can be moved. Before a partner is assigned it moves at once;
 * after, the partner is asked, and the line says the request waits (no second one meanwhile).
 */
export function RescheduleAction({ line }: { line: BookingLine }) {
  const [open, setOpen] = useState(false);
  if (line.status !== 'pending') return <RequestNote line={line} />;
  const waiting = line.reschedule?.status === 'requested';
  return (
    <>
      <RequestNote line={line} />
      {waiting ? null : (
        <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
          {texts.button}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <RescheduleDialog line={line} asks={line.partner !== null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
