import { onFirstUse } from '@servenear/shared/domain';
import { Link } from '@servenear/shared/router';
import type { PartnerCancelledBooking } from '@servenear/shared/partner';
import { bookingTexts } from './cardActions';
import { Facts } from '../../components/facts/Facts';
import { CardHead, serviceRows } from './BookingFacts';
import actions from '../../components/actions/actions.module.css';
import styles from './Bookings.module.css';

const cancelDay = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/** partner §2 'Canceled bookings': who cancelled ("admin", otherwise "you"), when, and the description. */
export function CancelledCard({ booking }: { booking: PartnerCancelledBooking }) {
  return (
    <article className={styles.card} aria-label={booking.serviceName}>
      <CardHead service={booking} badge={<span className={`${styles.label} ${styles.cancelled}`}>{bookingTexts.canceledBadge}</span>} />
      <Facts
        rows={[
          ...serviceRows(booking),
          ['Canceled By', booking.cancelledBy],
          ['Canceled Date', booking.cancelledAt ? cancelDay().format(new Date(booking.cancelledAt)) : '—'],
          // Issue 37: a job he gave back says why.
          ...(booking.reason ? [['Reason', booking.reason] satisfies [string, string]] : []),
        ]}
      />
      <p className={styles.description}>{booking.description}</p>
      {/* View Details opens the partner's own offer of the service; nothing to open once they no longer offer it. */}
      {booking.serviceActionId !== null ? (
        <div className={actions.actions}>
          <Link to="/ServiceEdit" state={{ cardId: booking.serviceActionId }} className={actions.secondary}>
            {bookingTexts.viewDetails}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
