import { dateLabel, timeLabel } from '@servenear/shared/domain';
import { usePartnerBookings, type PartnerBooking } from '@servenear/shared/partner';
import { QueryState } from '@servenear/shared/ui';
import { Link } from '@servenear/shared/router';
import { HomeCarousel } from './HomeCarousel';
import { CardSkeletons, HomeSection } from './HomeSection';
import { homeTexts, jobStatusTexts } from './texts';
import styles from './Home.module.css';

/** The customer's area, not their door: the address's last two comma-separated parts ("Anna Nagar, Chennai"). */
export function areaOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.slice(-2).join(', ');
}

function statusText(booking: PartnerBooking): string {
  if (booking.status === 'completed' && booking.approved) return jobStatusTexts.approved;
  return jobStatusTexts[booking.status];
}

const statusTone: Record<PartnerBooking['status'], string | undefined> = {
  assigned: styles.toneNew,
  confirmed: styles.toneWaiting,
  completed: styles.toneDone,
  'completed-issue': styles.toneIssue,
  cancelled: styles.toneIssue,
};

/** The next job first: by date, then time (both sort as text: YYYY-MM-DD, HH:MM). */
const byWhen = (a: PartnerBooking, b: PartnerBooking) => `${a.serviceDate} ${a.serviceTime}`.localeCompare(`${b.serviceDate} ${b.serviceTime}`);

function JobCard({ booking }: { booking: PartnerBooking }) {
  return (
    <article className={styles.card} aria-label={booking.serviceName}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardName}>
          <Link to="/employee-booking-list">{booking.serviceName}</Link>
        </h3>
        <span className={`${styles.badge} ${statusTone[booking.status] ?? ''}`}>{statusText(booking)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{homeTexts.date}</dt>
          <dd>{dateLabel(booking.serviceDate)}</dd>
        </div>
        <div>
          <dt>{homeTexts.time}</dt>
          <dd>{timeLabel(booking.serviceTime)}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{homeTexts.area}</dt>
          <dd>{areaOf(booking.address)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** partner §2 'Your Booking List' carousel: the open jobs (GET employee/yourbookings). */
export function JobsCarousel() {
  const query = usePartnerBookings('open');
  return (
    <HomeSection heading={homeTexts.bookingsHeading} seeAllTo="/employee-booking-list" seeAllWhat={homeTexts.seeAllBookings}>
      <QueryState
        query={query}
        loading={<CardSkeletons label={homeTexts.bookingsLoading} />}
        empty={<p className={styles.empty}>{homeTexts.bookingsEmpty}</p>}
        failedText={homeTexts.bookingsFailed}
      >
        {(bookings) => (
          <HomeCarousel
            label={homeTexts.bookingsCarousel}
            slides={[...bookings].sort(byWhen).map((booking) => ({ key: booking.lineId, content: <JobCard booking={booking} /> }))}
          />
        )}
      </QueryState>
    </HomeSection>
  );
}
