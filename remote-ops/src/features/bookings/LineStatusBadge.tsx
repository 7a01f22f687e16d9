import type { LineStatus } from '@servenear/shared/domain';
import { lineStatusLabels } from './format';
import styles from './LineStatusBadge.module.css';

/** A line's status as a word in a pill (the colour only repeats the word). */
export function LineStatusBadge({ status, approved = false }: { status: LineStatus; approved?: boolean }) {
  const label = status === 'completed' && approved ? 'Approved' : lineStatusLabels[status];
  return <span className={`${styles.badge} ${styles[status.replace('-', '_')] ?? ''}`}>{label}</span>;
}
