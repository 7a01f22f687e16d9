import type { Booking } from '@servenear/shared/api';
import { Badge } from './Badge';
import { BookingLineItem } from '../lines/BookingLineItem';
import { HistoryCard } from './HistoryCard';
import { dayOf } from '../dates';
import { historyTexts as texts } from '../texts';

/** customer §3 'Booking list item' as an expandable card of the instant and scheduled tabs. */
export function BookingCard({ booking }: { booking: Booking }) {
  return (
    <HistoryCard
      title={booking.reference}
      amountLabel={texts.total}
      amount={booking.totalAmount}
      meta={`${texts.bookedOn} ${dayOf(booking.createdAt)} · ${texts.services(booking.lines.length)}`}
      badges={<Badge tone={booking.paid ? 'success' : 'warning'}>{booking.paid ? texts.paid : texts.paymentPending}</Badge>}
      contact={booking}
    >
      {booking.lines.map((line) => (
        <BookingLineItem key={line.id} line={line} />
      ))}
    </HistoryCard>
  );
}
