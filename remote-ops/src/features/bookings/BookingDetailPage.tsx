import { useId } from 'react';
import { Link, useParams } from '@servenear/shared/router';
import { parseId } from '@servenear/shared/id';
import { useOpsBookingLine } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { useMay } from '../../components/access/useMay';
import { BookingActions } from './BookingActions';
import { BookingFacts } from './BookingFacts';
import { HistoryTimeline } from './HistoryTimeline';
import { LineStatusBadge } from './LineStatusBadge';
import { PartnerChooser } from './PartnerChooser';
import detail from '../../components/detail/DetailPage.module.css';

const notFound = <p className={detail.note}>There is no such booking.</p>;

/** '/ops/bookings/:lineId': one booking line, its history, and what this person may do with it. */
export default function BookingDetailPage() {
  const id = parseId(useParams().lineId);
  return (
    <>
      <Link className={detail.back} to="/ops/bookings">
        All bookings
      </Link>
      {id === null ? notFound : <BookingDetail id={id} />}
    </>
  );
}

function BookingDetail({ id }: { id: number }) {
  const may = useMay();
  const line = useOpsBookingLine(id);
  const detailsId = useId();
  const historyId = useId();

  return (
    <OpsQueryState query={line} notFound={notFound}>
      {(booking) => (
        <>
          <div className={detail.heading}>
            <h1 className={detail.title}>
              {booking.reference}: {booking.service_name}
            </h1>
            <LineStatusBadge status={booking.status} approved={booking.approved} />
          </div>
          <BookingActions line={booking} />
          <section className={detail.section} aria-labelledby={detailsId}>
            <h2 id={detailsId} className={detail.sectionTitle}>
              Booking
            </h2>
            <BookingFacts line={booking} />
          </section>
          {may('bookings.allocate') && booking.status === 'pending' ? <PartnerChooser line={booking} mode="allocate" /> : null}
          {may('bookings.allocate') && booking.status === 'assigned' ? <PartnerChooser line={booking} mode="reassign" /> : null}
          <section className={detail.section} aria-labelledby={historyId}>
            <h2 id={historyId} className={detail.sectionTitle}>
              History
            </h2>
            <HistoryTimeline history={booking.history} />
          </section>
        </>
      )}
    </OpsQueryState>
  );
}
