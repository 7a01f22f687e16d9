import type { CancelledBooking } from '@servenear/shared/booking-api';
import { bookingReference, cancelledBadges } from '@servenear/shared/domain';
import { Badge, type Tone } from './Badge';
import { CancelledLineItem } from '../lines/CancelledLineItem';
import { HistoryCard } from './HistoryCard';
import { dayOf } from '../dates';
import { historyTexts } from '../texts';
import styles from './Card.module.css';

/** customer §2 'Canceled (collapsible cards)' and §4 'Cancelled display'. */
export function CancelledBookingCard({ booking }: { booking: CancelledBooking }) {
  const { badges, amountLabel, amount } = cancelledBadges(booking);
  // The cancellation's badge comes first, then the refund's (cancelledBadges in shared/domain).
  const toneOf = (index: number): Tone => (index === 0 && booking.cancelled ? 'danger' : 'success');
  return (
    <HistoryCard
      title={bookingReference(booking.bookingId)}
      amountLabel={amountLabel}
      amount={amount}
      meta={`${historyTexts.bookedOn} ${dayOf(booking.createdAt)}`}
      badges={
        <span className={styles.badges}>
          {badges.map((badge, index) => (
            <Badge key={badge} tone={toneOf(index)}>
              {badge}
            </Badge>
          ))}
        </span>
      }
      contact={booking}
    >
      {booking.lines.map((line) => (
        <CancelledLineItem key={line.id} line={line} />
      ))}
    </HistoryCard>
  );
}
