import { useId } from 'react';
import { useHost } from '@servenear/shared/host';
import { ReportForm } from '@servenear/shared/report';
import { reportTexts } from './texts';
import styles from './ReportPage.module.css';

/** '/report': the public Report and Queries form (customer §2, §5 'Report form'), sent as the signed-in customer's when there is a session. */
export default function ReportPage() {
  const headingId = useId();
  const { session } = useHost();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {reportTexts.heading}
      </h1>
      <p className={styles.intro}>{reportTexts.intro}</p>
      <ReportForm userId={session?.userId} />
    </section>
  );
}
