import type { OpsReleaseAudit } from '@servenear/shared/ops-api';
import { auditActionLabels, momentOf } from './format';
import styles from './Releases.module.css';

/** The remote's latest release-audit lines, newest first: the CLI's, the console's and the server's own. */
export function AuditList({ entries }: { entries: readonly OpsReleaseAudit[] }) {
  if (entries.length === 0) return <p className={styles.muted}>Nothing changed yet.</p>;
  return (
    <ol className={styles.audit}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span className={styles.auditWhen}>{momentOf(entry.at)}</span> <strong>{entry.who}</strong>: {auditActionLabels[entry.action] ?? entry.action}{' '}
          <span className={styles.version}>{entry.from && entry.from !== entry.to ? `${entry.from} → ${entry.to}` : entry.to}</span>
          {entry.percent !== null ? ` (${entry.percent} %)` : ''}
          {entry.reason ? <span className={styles.muted}> — {entry.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}
