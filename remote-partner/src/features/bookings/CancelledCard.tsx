import { currentLocale } from '@servenear/shared/i18n';
import { Link } from '@servenear/shared/router';
import type { PartnerCancelledBooking } from '@servenear/shared/partner';
import { bookingTexts } from './cardActions';
import { Facts } from '../../components/facts/Facts';
import { CardHead, serviceRows } from './BookingFacts';
import actions from '../../components/actions/actions.module.css';
import styles from './Bookings.module.css';

const cancelDays = new Map<string, Intl.DateTimeFormat>();

/** The day a job was cancelled, in the current language's Indian locale ('20 Dec 2026', '20 दिस॰ 2026'). */
function cancelDay(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = cancelDays.get(locale);
  if (!format) cancelDays.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })));
  return format;
}

/** partner §2 'Canceled bookings': who cancelled ("admin", otherwise "you"), when, and the description. */
export function CancelledCard({ booking }: { booking: PartnerCancelledBooking }) {
  const facts = bookingTexts.facts;
  return (
    <article className={styles.card} aria-label={booking.serviceName}>
      <CardHead service={booking} badge={<span className={`${styles.label} ${styles.cancelled}`}>{bookingTexts.canceledBadge}</span>} />
      <Facts
        rows={[
          ...serviceRows(booking),
          [facts.cancelledBy, bookingTexts.cancelledBy[booking.cancelledBy]],
          [facts.cancelledDate, booking.cancelledAt ? cancelDay().format(new Date(booking.cancelledAt)) : '—'],
          // Issue 37: a job he gave back says why.
          ...(booking.reason ? [[facts.reason, booking.reason] satisfies [string, string]] : []),
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
