import type { CancelledBooking } from '@servenear/shared/api';
import { cancelledBadges, formatRupees } from '@servenear/shared/domain';
import { Badge } from './Badge';
import { CancelledLineItem } from './CancelledLineItem';
import { ContactDetails } from './ContactDetails';
import { ExpandableCard } from './ExpandableCard';
import { dayOf } from './dates';
import { cancelledTexts, historyTexts } from './texts';
import styles from './Card.module.css';
import lineStyles from './Line.module.css';

/** customer §2 'Canceled (collapsible cards)' and §4 'Cancelled display'. */
export function CancelledBookingCard({ booking }: { booking: CancelledBooking }) {
  const { badges, amountLabel, amount } = cancelledBadges(booking);
  const summary = (
    <>
      <span className={styles.headRow}>
        <span className={styles.reference}>{cancelledTexts.booking(booking.bookingId)}</span>
        <span className={styles.amount}>
          <span className={styles.amountLabel}>{amountLabel}</span> {formatRupees(amount)}
        </span>
      </span>
      <span className={styles.metaRow}>
        <span className={styles.meta}>
          {historyTexts.bookedOn} {dayOf(booking.createdAt)}
        </span>
        <span className={styles.badges}>
          {badges.map((badge) => (
            <Badge key={badge} tone={badge === 'Canceled' ? 'danger' : 'success'}>
              {badge}
            </Badge>
          ))}
        </span>
      </span>
    </>
  );
  return (
    <ExpandableCard summary={summary}>
      <ContactDetails contact={booking} />
      <section>
        <h3 className={styles.sectionTitle}>{historyTexts.servicesTitle}</h3>
        <ul className={lineStyles.lines}>
          {booking.lines.map((line) => (
            <CancelledLineItem key={line.id} line={line} />
          ))}
        </ul>
      </section>
    </ExpandableCard>
  );
}
