import { Link } from '@servenear/shared/router';
import { dateLabel, formatRupees } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import type { PartnerPdJob } from '@servenear/shared/partner';
import { Facts } from '../../../components/facts/Facts';
import { PdRoute } from './PdRoute';
import { PdStatus } from './PdStatus';
import { distanceText, pdTexts } from './pdTexts';
import actions from '../../../components/actions/actions.module.css';
import bookings from '../Bookings.module.css';

/** One allocated pickup-and-delivery job on /employee-booking-pdenquiery: enough to decide whether to open it. */
export function PdJobCard({ job }: { job: PartnerPdJob }) {
  const rows: Array<[string, string]> = [
    [pdTexts.date, dateLabel(job.date)],
    [pdTexts.distance, distanceText(job.distanceKm)],
    [pdTexts.customer, job.customerName],
  ];
  if (job.quote !== null) rows.push([pdTexts.quote, formatRupees(job.quote)]);
  return (
    <article className={bookings.card} aria-label={fill(pdTexts.cardLabel, { service: pdTexts.serviceName, customer: job.customerName, date: dateLabel(job.date) })}>
      <div className={bookings.head}>
        <div className={bookings.heading}>
          <h2 className={bookings.name}>{pdTexts.serviceName}</h2>
        </div>
        <PdStatus job={job} />
      </div>
      <PdRoute from={job.fromAddress} to={job.toAddress} />
      <Facts rows={rows} />
      <div className={actions.actions}>
        <Link to="/pd-delivery-popup" state={{ id: job.id }} className={actions.secondary}>
          {pdTexts.viewDetails}
        </Link>
      </div>
    </article>
  );
}
