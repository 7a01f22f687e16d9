import { useState } from 'react';
import { useNavigate, useSearchParams } from '@servenear/shared/router';
import { useBooking, type Booking } from '@servenear/shared/booking-api';
import { bookingDescription } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { parseId } from '@servenear/shared/id';
import { Card } from '../../ui/Card';
import { QueryState } from '@servenear/shared/ui';
import { NotFound } from '../../ui/NotFound';
import { BookedServices } from './BookedServices';
import { PaymentPanel } from './PaymentPanel';
import { SentPopup } from './SentPopup';
import { summaryTexts as texts } from './texts';
import page from '../../ui/page.module.css';
import styles from './PickerBookingPage.module.css';

function ServiceSummary({ booking }: { booking: Booking }) {
  const rows: Array<[string, string]> = [
    [texts.name, booking.name],
    [texts.mobile, booking.mobile],
    [texts.email, booking.email],
    [texts.address, booking.address],
    [texts.description, bookingDescription(booking.description)],
  ];
  return (
    <Card title={texts.serviceSummary}>
      <dl className={styles.contact}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** /picker-service-booking?booking_id= (customer §2): what was booked, for whom, and paying for it. */
export default function PickerBookingPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const booking = useBooking(parseId(query.get('booking_id')));
  const [paid, setPaid] = useState(false);

  return (
    <div className={styles.page}>
      <header className={page.header}>
        <h1 className={page.title}>{texts.title}</h1>
        {booking.data?.reference ? <p className={styles.reference}>{fill(texts.reference, { reference: booking.data.reference })}</p> : null}
      </header>
      <QueryState
        query={booking}
        notFound={<NotFound title={texts.notFound} hint={texts.notFoundHint} to="/instand-booking" linkLabel={texts.viewBookings} />}
      >
        {(loaded) => (
          <div className={styles.layout}>
            <div className={styles.main}>
              <BookedServices lines={loaded.lines} />
              <ServiceSummary booking={loaded} />
            </div>
            <aside className={styles.aside}>
              <PaymentPanel booking={loaded} onPaid={() => setPaid(true)} />
            </aside>
          </div>
        )}
      </QueryState>
      {paid ? <SentPopup onDone={() => navigate('/')} /> : null}
    </div>
  );
}
