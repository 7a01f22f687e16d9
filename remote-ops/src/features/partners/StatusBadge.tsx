import type { OpsPartner } from '@servenear/shared/ops-api';
import { statusLabels } from './format';
import styles from './StatusBadge.module.css';

/** A partner's verification state, in words and a colour that only repeats them. */
export function StatusBadge({ status }: { status: OpsPartner['verification_status'] }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{statusLabels[status]}</span>;
}
