import type { ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import { dateLabel, formatRupees } from '@servenear/shared/domain';
import type { PartnerPdJob } from '@servenear/shared/partner';
import { Facts } from '../../../components/facts/Facts';
import { PdMedia } from './PdMedia';
import { PdRoute } from './PdRoute';
import { PdStatus } from './PdStatus';
import { PdSteps } from './PdSteps';
import { distanceText, pdTexts } from './pdTexts';
import bookings from '../Bookings.module.css';
import styles from './Pd.module.css';

/**
 * Everything the partner needs to do the job: where from and to (each opens in a map), when, who
 * to call, what ops agreed with the customer, and what the goods look like. On a desktop the
 * photos sit beside the facts; on a phone they follow them.
 */
export function PdJobDetails({ job }: { job: PartnerPdJob }) {
  const rows: Array<[string, ReactNode]> = [
    [pdTexts.date, dateLabel(job.date)],
    [pdTexts.distance, distanceText(job.distanceKm)],
    [pdTexts.customer, job.customerName],
    [
      pdTexts.mobile,
      <a key="mobile" className={styles.tel} href={`tel:+91${job.mobile}`}>
        {job.mobile}
      </a>,
    ],
  ];
  if (job.quote !== null) rows.push([pdTexts.quote, formatRupees(job.quote)]);

  return (
    <div className={styles.details}>
      <Link to="/employee-booking-pdenquiery" className={styles.back}>
        <span aria-hidden="true">←</span>
        {pdTexts.backToList}
      </Link>
      <div className={styles.columns}>
        <section className={`${bookings.card} ${styles.facts}`} aria-labelledby="pd-job-heading">
          <div className={bookings.head}>
            <div className={bookings.heading}>
              <h2 id="pd-job-heading" className={bookings.name}>
                {pdTexts.serviceName}
              </h2>
            </div>
            <PdStatus job={job} />
          </div>
          <PdRoute from={job.fromAddress} to={job.toAddress} withMapLinks />
          <Facts rows={rows} />
          <PdSteps job={job} />
          {job.answer ? (
            <div className={styles.block}>
              <h3 className={styles.blockTitle}>{pdTexts.answer}</h3>
              <p className={styles.answer}>{job.answer}</p>
            </div>
          ) : null}
          <div className={styles.block}>
            <h3 className={styles.blockTitle}>{pdTexts.description}</h3>
            <p className={bookings.description}>{job.description.trim() || pdTexts.noDescription}</p>
          </div>
        </section>
        <section className={`${bookings.card} ${styles.media}`} aria-labelledby="pd-job-media">
          <h2 id="pd-job-media" className={styles.blockTitle}>
            {pdTexts.media}
          </h2>
          <PdMedia job={job} />
        </section>
      </div>
    </div>
  );
}
