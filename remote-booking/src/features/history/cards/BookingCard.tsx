import type { Booking } from '@servenear/shared/booking-api';
import { fill } from '@servenear/shared/i18n';
import { Badge, type Tone } from './Badge';
import { BookingLineItem } from '../lines/BookingLineItem';
import { HistoryCard } from './HistoryCard';
import { dayOf } from '../dates';
import { linesTotal } from '../split';
import { historyTexts as texts } from '../texts';

/**
 * customer §3 'Booking list item' as an expandable card of the instant and scheduled tabs. A
 * booking with work on both tabs shows on each with only that tab's lines, so its total here
 * is what those lines add up to: the figures on one card always add up.
 */
export function BookingCard({ booking }: { booking: Booking }) {
  const paymentTone: Tone = booking.paid ? 'success' : 'warning';
  return (
    <HistoryCard
      title={booking.reference}
      amountLabel={texts.total}
      amount={linesTotal(booking.lines)}
      meta={`${texts.bookedOn} ${dayOf(booking.createdAt)} · ${fill(texts.services, { count: booking.lines.length })}`}
      badges={<Badge tone={paymentTone}>{booking.paid ? texts.paid : texts.paymentPending}</Badge>}
      contact={booking}
    >
      {booking.lines.map((line) => (
        <BookingLineItem key={line.id} line={line} />
      ))}
    </HistoryCard>
  );
}
