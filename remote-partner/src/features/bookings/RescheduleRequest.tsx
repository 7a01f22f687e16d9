import { useDecideReschedule, type PartnerBooking } from '@servenear/shared/partner';
import { dateLabel, timeLabel } from '@servenear/shared/domain';
import { useHost } from '@servenear/shared/host';
import { fill } from '@servenear/shared/i18n';
import { rescheduleTexts } from './bookingTexts';
import actions from '../../components/actions/actions.module.css';
import styles from './Bookings.module.css';

const slotOf = (date: string, time: string) => `${dateLabel(date)}, ${timeLabel(time)}`;

function failureText(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error && error.message ? error.message : rescheduleTexts.failed;
}

/**
 * A waiting request with Accept and Decline (the server moves the job, or keeps its slot, and
 * tells the customer); an answered one as a line saying what was decided. Nothing without one.
 */
export function RescheduleRequest({ booking }: { booking: PartnerBooking }) {
  const decide = useDecideReschedule();
  const { notify } = useHost();
  const request = booking.reschedule;
  if (!request) return null;
  const slot = slotOf(request.date, request.time);

  if (request.status !== 'requested') {
    return <p className={styles.rescheduleDone}>{fill(request.status === 'accepted' ? rescheduleTexts.accepted : rescheduleTexts.declined, { slot })}</p>;
  }

  const answer = (decision: 'accept' | 'decline') =>
    decide.mutate(
      { lineId: booking.lineId, decision },
      { onSuccess: (message) => notify('success', message), onError: (error) => notify('error', failureText(error)) },
    );

  return (
    <section className={styles.reschedule} aria-label={rescheduleTexts.heading}>
      <h3 className={styles.rescheduleHeading}>{rescheduleTexts.heading}</h3>
      <p className={styles.rescheduleText}>{fill(rescheduleTexts.asks, { slot })}</p>
      <div className={actions.actions}>
        <button type="button" className={actions.primary} disabled={decide.isPending} onClick={() => answer('accept')}>
          {decide.isPending ? rescheduleTexts.sending : rescheduleTexts.accept}
        </button>
        <button type="button" className={actions.secondary} disabled={decide.isPending} onClick={() => answer('decline')}>
          {rescheduleTexts.decline}
        </button>
      </div>
    </section>
  );
}
