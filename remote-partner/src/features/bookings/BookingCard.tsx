import { useState } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { useCancelPartnerBooking, useCompletePartnerBooking, useGenerateStartCode, type PartnerBooking } from '@servenear/shared/partner';
import { formatRupees } from '@servenear/shared/domain';
import { useHost } from '@servenear/shared/host';
import { bookingTexts, cardAction } from './cardActions';
import { Facts } from '../../components/facts/Facts';
import { CardHead, serviceRows } from './BookingFacts';
import { ConfirmDialog } from '../../components/actions/ConfirmDialog';
import { GiveBackDialog } from './GiveBackDialog';
import { DisputeFacts } from './DisputeFacts';
import { StartCodeDialog } from './StartCodeDialog';
import { RescheduleRequest } from './RescheduleRequest';
import actions from '../../components/actions/actions.module.css';
import styles from './Bookings.module.css';

function serverMessage(error: unknown, fallback: string): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error && error.message ? error.message : fallback;
}

type Open = 'code' | 'cancel' | 'complete' | null;

/** partner §2 'Booking list cards' with the actions of §4; `codeOpen` opens the start-code popup at once (/booking-otp). */
export function BookingCard({ booking, codeOpen = false, onCompleted }: { booking: PartnerBooking; codeOpen?: boolean; onCompleted?(): void }) {
  const [open, setOpen] = useState<Open>(codeOpen ? 'code' : null);
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateStartCode();
  const cancel = useCancelPartnerBooking();
  const complete = useCompletePartnerBooking();
  const { notify } = useHost();
  const navigate = useNavigate();
  const action = cardAction(booking.status, booking.approved);

  function generateCode() {
    setError(null);
    generate.mutate(booking.lineId, {
      onSuccess: () => setOpen('code'),
      onError: (failure) => setError(serverMessage(failure, bookingTexts.codeNotSent)),
    });
  }

  /** Issue 37: the job goes back with the partner's reason; a refusal is said in the dialog's form. */
  async function cancelBooking(reason: string) {
    await cancel.mutateAsync({ lineId: booking.lineId, reason });
    setOpen(null);
    notify('success', bookingTexts.cancelDone);
    navigate('/employee-booking-cancel');
  }

  function completeWork() {
    complete.mutate(booking.lineId, {
      onSuccess: () => {
        setOpen(null);
        notify('success', bookingTexts.completeDone);
        onCompleted?.();
      },
      onError: () => {
        setOpen(null);
        notify('error', bookingTexts.completeFailed);
      },
    });
  }

  const contact = (
    <span className={styles.contact}>
      {booking.customerName ? <span>{booking.customerName}</span> : null}
      <a href={`tel:+91${booking.mobile}`}>{booking.mobile}</a>
      <span className={styles.wrap}>{booking.email}</span>
      <span className={styles.wrap}>{booking.address}</span>
    </span>
  );
  const rows = serviceRows(booking);
  if (booking.price !== null) rows.push([bookingTexts.facts.amount, formatRupees(booking.price)]);
  rows.push([bookingTexts.facts.contact, contact]);

  return (
    <article className={styles.card} aria-label={booking.serviceName}>
      <CardHead service={booking} />
      <Facts rows={rows} />
      <RescheduleRequest booking={booking} />
      <p className={styles.description}>{booking.description}</p>
      {booking.dispute ? <DisputeFacts dispute={booking.dispute} /> : null}
      <div className={actions.actions}>
        {action.kind === 'start' ? (
          <>
            <button type="button" className={actions.primary} onClick={generateCode} disabled={generate.isPending}>
              {generate.isPending ? bookingTexts.sending : bookingTexts.generateOtp}
            </button>
            <button type="button" className={actions.danger} onClick={() => setOpen('cancel')}>
              {bookingTexts.cancelBooking}
            </button>
          </>
        ) : null}
        {action.kind === 'complete' ? (
          <>
            <span className={`${styles.label} ${styles.started}`}>{bookingTexts.workStarted}</span>
            <button type="button" className={actions.primary} onClick={() => setOpen('complete')}>
              {bookingTexts.workCompleted}
            </button>
          </>
        ) : null}
        {action.kind === 'label' ? <span className={`${styles.label} ${styles[action.tone]}`}>{action.text}</span> : null}
      </div>
      {error ? (
        <p role="alert" className={styles.otpError}>
          {error}
        </p>
      ) : null}
      {open === 'code' ? <StartCodeDialog lineId={booking.lineId} serviceName={booking.serviceName} onClose={() => setOpen(null)} /> : null}
      {open === 'cancel' ? <GiveBackDialog onSend={cancelBooking} onClose={() => setOpen(null)} /> : null}
      {open === 'complete' ? (
        <ConfirmDialog question={bookingTexts.confirmComplete} confirm={bookingTexts.confirmCompleteYes} busy={complete.isPending} onConfirm={completeWork} onClose={() => setOpen(null)} />
      ) : null}
    </article>
  );
}
