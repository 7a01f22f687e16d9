import { Link } from '@servenear/shared/router';
import { useOpenBookings, type Booking, type BookingLine } from '@servenear/shared/booking-api';
import { customerLineView } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { ServiceImage } from '@servenear/shared/ui';
// Imported in the booking tabs' order of style sheets (cards, lines, buttons, layout): pages
// that share a CSS chunk must agree on it, or the bundler warns of a conflicting order.
import { Badge } from './cards/Badge';
import { LineFacts } from './lines/LineFacts';
import { ListState } from './layout/ListState';
import { bookedServicesTexts as texts, historyTexts } from './texts';
import lineStyles from './lines/Line.module.css';
import buttons from './Buttons.module.css';
import styles from './layout/HistoryPage.module.css';

interface BookedLine {
  booking: Booking;
  line: BookingLine;
}

/** Where a line stands, as a badge only: this list shows, the booking tabs act (cancel, approve). */
function StatusBadge({ line }: { line: BookingLine }) {
  const view = customerLineView(line.status, line.approved ? 1 : 0, line.partner !== null);
  if (view.kind === 'label') return <Badge tone={view.tone}>{view.text}</Badge>;
  if (view.kind === 'partner-assigned') return <Badge tone="info">{historyTexts.partnerAssigned}</Badge>;
  return <Badge tone="warning">{texts.pending}</Badge>;
}

/** Every booking's lines, soonest first. */
function linesOf(bookings: Booking[]): BookedLine[] {
  return bookings
    .flatMap((booking) => booking.lines.map((line) => ({ booking, line })))
    .sort((a, b) => `${a.line.date} ${a.line.time}`.localeCompare(`${b.line.date} ${b.line.time}`));
}

/**
 * /list-of-service-booking (customer §6, role user): every service booked across the customer's
 * open bookings (GET user/getbookings), soonest first, each leading to its booking's summary.
 */
export default function BookedServicesPage() {
  const bookings = useOpenBookings();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.pageLead}>{texts.description}</p>
      {/* An open booking always has a line, so no bookings is the one empty case. */}
      <ListState query={bookings} emptyText={historyTexts.empty}>
        {(open) => (
          <ul className={lineStyles.lines}>
            {linesOf(open).map(({ booking, line }) => (
              <li key={line.id} className={`${lineStyles.line} ${lineStyles.listed}`}>
                <ServiceImage className={lineStyles.image} src={line.imageUrl} alt={line.serviceName} width={96} height={96} loading="lazy" />
                <div className={lineStyles.content}>
                  <div className={lineStyles.head}>
                    <p className={lineStyles.booking}>{fill(texts.booking, { reference: booking.reference })}</p>
                    <h2 className={lineStyles.name}>{line.serviceName}</h2>
                  </div>
                  <LineFacts method={line.method} duration={line.duration} date={line.date} time={line.time} price={line.price} />
                  <div className={lineStyles.status}>
                    <StatusBadge line={line} />
                    <Link className={buttons.link} to={`/picker-service-booking?booking_id=${booking.id}`}>
                      {texts.summary}
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
