import type { ReportStatus } from '@servenear/shared/ops-api';
import { statusLabels } from './format';
import styles from './QueriesPage.module.css';

/** A query's status, in words and a colour that only repeats them. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{statusLabels[status]}</span>;
}
