import type { OpsHistoryEntry } from '@servenear/shared/ops-api';
import { momentLabel } from './format';
import detail from '../../components/detail/DetailPage.module.css';
import styles from './BookingDetailPage.module.css';

/** The line's whole history, oldest first, as an ordered list: each step when, what, who and more. */
export function HistoryTimeline({ history }: { history: readonly OpsHistoryEntry[] }) {
  if (history.length === 0) return <p className={detail.note}>Nothing has happened to this booking yet.</p>;
  return (
    <ol className={styles.timeline}>
      {history.map((step, index) => (
        <li key={`${step.at}-${index}`} className={`${styles.step} ${styles[`step_${step.kind}`] ?? ''}`}>
          <time dateTime={step.at} className={styles.when}>
            {momentLabel(step.at)}
          </time>
          <span className={styles.what}>{step.title}</span>
          {step.detail ? <span className={styles.detail}>{step.detail}</span> : null}
        </li>
      ))}
    </ol>
  );
}
