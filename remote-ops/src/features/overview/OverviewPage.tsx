import { Link } from '@servenear/shared/router';
import { useOpsPartners } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../../components/access/OpsQueryState';
import { useMay } from '../../components/access/useMay';
import { consoleSections } from '../../components/sections/sections';
import styles from './OverviewPage.module.css';

/** '/ops': the work waiting that this person may act on, each count linking to its queue. */
export default function OverviewPage() {
  const may = useMay();
  const verifies = may('partners.verify');
  return (
    <>
      <h1 className={styles.title}>Overview</h1>
      {verifies ? (
        <ul className={styles.cards}>
          <PendingPartners />
        </ul>
      ) : (
        <p className={styles.quiet}>Nothing in the console waits for your roles yet.</p>
      )}
    </>
  );
}

/** Partners waiting for verification: the queue's own read (and poll), so the count and the queue agree. */
function PendingPartners() {
  const pending = useOpsPartners('pending', { poll: true });
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>Partners waiting for verification</h2>
      <OpsQueryState
        query={pending}
        empty={
          <>
            <p className={styles.count}>0</p>
            <p className={styles.quiet}>Nobody is waiting for verification.</p>
          </>
        }
      >
        {(partners) => (
          <>
            <p className={styles.count}>{partners.length}</p>
            <Link className={styles.link} to={consoleSections.partners.to}>
              Open the verification queue
            </Link>
          </>
        )}
      </OpsQueryState>
    </li>
  );
}
