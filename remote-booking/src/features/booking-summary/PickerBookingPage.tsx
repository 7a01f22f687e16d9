import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Booking } from '@servenear/shared/api';
import { DEFAULT_BOOKING_DESCRIPTION } from '@servenear/shared/domain';
import { formStyles } from '@servenear/shared/forms';
import { Loading } from '@servenear/shared/ui';
import { BookedServices } from './BookedServices';
import { PaymentPanel } from './PaymentPanel';
import { SentPopup } from './SentPopup';
import { summaryTexts as texts } from './texts';
import { idParam, useBooking } from './useBooking';
import styles from './PickerBookingPage.module.css';

function ServiceSummary({ booking }: { booking: Booking }) {
  const id = useId();
  const rows: Array<[string, string]> = [
    [texts.name, booking.name],
    [texts.mobile, booking.mobile],
    [texts.email, booking.email],
    [texts.address, booking.address],
    [texts.description, booking.description || DEFAULT_BOOKING_DESCRIPTION],
  ];
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {texts.serviceSummary}
      </h2>
      <dl className={styles.contact}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /picker-service-booking?booking_id= (customer §2): what was booked, for whom, and paying for it. */
export default function PickerBookingPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { state, retry } = useBooking(idParam(query.get('booking_id')));
  const [paid, setPaid] = useState(false);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{texts.title}</h1>
        {state.kind === 'loaded' && state.booking.reference ? <p className={styles.reference}>{texts.reference(state.booking.reference)}</p> : null}
      </header>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'not-found' && (
        <div className={styles.state}>
          <p role="alert" className={styles.stateTitle}>
            {texts.notFound}
          </p>
          <p>{texts.notFoundHint}</p>
          <Link className={formStyles.buttonLink} to="/instand-booking">
            {texts.viewBookings}
          </Link>
        </div>
      )}
      {state.kind === 'failed' && (
        <div className={styles.state}>
          <p role="alert" className={formStyles.alert}>
            {texts.loadFailed}
          </p>
          <button type="button" className={formStyles.linkButton} onClick={retry}>
            {texts.retry}
          </button>
        </div>
      )}
      {state.kind === 'loaded' && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <BookedServices lines={state.booking.lines} />
            <ServiceSummary booking={state.booking} />
          </div>
          <aside className={styles.aside}>
            <PaymentPanel booking={state.booking} onPaid={() => setPaid(true)} />
          </aside>
        </div>
      )}
      {paid ? <SentPopup onDone={() => navigate('/')} /> : null}
    </div>
  );
}
