import { Link } from '@servenear/shared/router';
import { useOpsPartnerServices, useOpsPartners } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { useMay } from '../../components/access/useMay';
import { consoleSections } from '../../components/sections/sections';
import styles from './OverviewPage.module.css';

/** '/ops': the work waiting that this person may act on, each count linking to its queue. */
export default function OverviewPage() {
  const may = useMay();
  const verifies = may('partners.verify');
  const decidesServices = may('partner-services.decide');
  return (
    <>
      <h1 className={styles.title}>Overview</h1>
      {verifies || decidesServices ? (
        <ul className={styles.cards}>
          {verifies ? <PendingPartners /> : null}
          {decidesServices ? <PendingServices /> : null}
        </ul>
      ) : (
        <p className={styles.quiet}>Nothing in the console waits for your roles yet.</p>
      )}
    </>
  );
}

/** Partners waiting for verification: the queue's own read (and poll), so the count and the queue agree. */
function PendingPartners() {
  const pending = useOpsPartners('pending', 1, { poll: true });
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>Partners waiting for verification</h2>
      <OpsQueryState
        query={pending}
        isEmpty={(partners) => partners.total === 0}
        empty={
          <>
            <p className={styles.count}>0</p>
            <p className={styles.quiet}>Nobody is waiting for verification.</p>
          </>
        }
      >
        {(partners) => (
          <>
            <p className={styles.count}>{partners.total}</p>
            <Link className={styles.link} to={consoleSections.partners.to}>
              Open the verification queue
            </Link>
          </>
        )}
      </OpsQueryState>
    </li>
  );
}

/** Partners' own services waiting for approval: the Services page's first page (and poll), whose total is the count. */
function PendingServices() {
  const pending = useOpsPartnerServices('pending', 1, { poll: true });
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>Services waiting for approval</h2>
      <OpsQueryState query={pending}>
        {({ total }) =>
          total === 0 ? (
            <>
              <p className={styles.count}>0</p>
              <p className={styles.quiet}>No service is waiting for approval.</p>
            </>
          ) : (
            <>
              <p className={styles.count}>{total}</p>
              <Link className={styles.link} to={consoleSections.services.to}>
                Open the services to approve
              </Link>
            </>
          )
        }
      </OpsQueryState>
    </li>
  );
}
