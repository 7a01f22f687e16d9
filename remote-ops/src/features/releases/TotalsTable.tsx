import { useId } from 'react';
import type { OpsVersionFigures } from '@servenear/shared/ops-api';
import { ratePercent, roleLabels } from './format';
import styles from './Releases.module.css';

/** Each version's totals over the window; distinct browsers are those the server handed it. */
export function TotalsTable({ figures, caption }: { figures: readonly OpsVersionFigures[]; caption: string }) {
  const captionId = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Is</th>
            <th scope="col">Browsers</th>
            <th scope="col">Loads</th>
            <th scope="col">Failures</th>
            <th scope="col">Failure rate</th>
          </tr>
        </thead>
        <tbody>
          {figures.map(({ version, role, totals }) => (
            <tr key={version}>
              <th scope="row" className={styles.version}>
                {version}
              </th>
              <td>{roleLabels[role]}</td>
              <td>{totals.browsers}</td>
              <td>{totals.loads}</td>
              <td>{totals.failures}</td>
              <td>{ratePercent(totals.failure_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
