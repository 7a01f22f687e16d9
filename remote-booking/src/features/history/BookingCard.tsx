import type { Booking } from '@servenear/shared/api';
import { formatRupees } from '@servenear/shared/domain';
import { Badge } from './Badge';
import { BookingLineItem } from './BookingLineItem';
import { ContactDetails } from './ContactDetails';
import { ExpandableCard } from './ExpandableCard';
import { dayOf } from './dates';
import { historyTexts as texts } from './texts';
import styles from './Card.module.css';
import lineStyles from './Line.module.css';

/** customer §3 'Booking list item' as an expandable card of the instant and scheduled tabs. */
export function BookingCard({ booking, onChanged }: { booking: Booking; onChanged(): void }) {
  const summary = (
    <>
      <span className={styles.headRow}>
        <span className={styles.reference}>{booking.reference}</span>
        <span className={styles.amount}>
          <span className={styles.amountLabel}>{texts.total}</span> {formatRupees(booking.totalAmount)}
        </span>
      </span>
      <span className={styles.metaRow}>
        <span className={styles.meta}>
          {texts.bookedOn} {dayOf(booking.createdAt)} · {texts.services(booking.lines.length)}
        </span>
        <Badge tone={booking.paid ? 'success' : 'warning'}>{booking.paid ? texts.paid : texts.paymentPending}</Badge>
      </span>
    </>
  );
  return (
    <ExpandableCard summary={summary}>
      <ContactDetails contact={booking} />
      <section>
        <h3 className={styles.sectionTitle}>{texts.servicesTitle}</h3>
        <ul className={lineStyles.lines}>
          {booking.lines.map((line) => (
            <BookingLineItem key={line.id} line={line} onCancelled={onChanged} />
          ))}
        </ul>
      </section>
    </ExpandableCard>
  );
}
