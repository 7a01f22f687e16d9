import { useId } from 'react';
import type { OpsVersionFigures } from '@servenear/shared/ops-api';
import { clockOf, ratePercent, roleLabels } from './format';
import styles from './Releases.module.css';

const WIDTH = 240;
const HEIGHT = 64;
/** Room under the bars for the failure rate's line to stay visible at 0 %. */
const FLOOR = 2;

/**
 * One version's figures over the window: loads as bars (on a scale shared by the remote's
 * versions, so the canary's share shows), the failure rate as a line on 0–100 %. The picture is
 * described in words for a screen reader, and the figures behind it are a table under it.
 */
export function VersionChart({ figures, remote, maxLoads, window, bucketMinutes }: { figures: OpsVersionFigures; remote: string; maxLoads: number; window: string; bucketMinutes: number }) {
  const titleId = useId();
  const { buckets, totals } = figures;
  const slot = WIDTH / buckets.length;
  const barTop = (loads: number) => HEIGHT - FLOOR - (maxLoads > 0 ? (loads / maxLoads) * (HEIGHT - 2 * FLOOR) : 0);
  const rateY = (rate: number) => HEIGHT - FLOOR - rate * (HEIGHT - 2 * FLOOR);
  const line = buckets.map((bucket, index) => `${(index + 0.5) * slot},${rateY(bucket.failure_rate)}`).join(' ');
  const summary = `${remote} ${figures.version} (${roleLabels[figures.role].toLowerCase()}) over ${window}: ${totals.loads} loads by ${totals.browsers} browsers, ${totals.failures} failures, ${ratePercent(totals.failure_rate)} failed.`;

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        <span className={styles.version}>{figures.version}</span> <span className={styles[figures.role]}>{roleLabels[figures.role]}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-labelledby={titleId} preserveAspectRatio="none">
        <title id={titleId}>{summary}</title>
        <line x1={0} x2={WIDTH} y1={HEIGHT - FLOOR} y2={HEIGHT - FLOOR} className={styles.axis} />
        {buckets.map((bucket, index) => (
          <rect key={bucket.start} x={index * slot + 2} width={slot - 4} y={barTop(bucket.loads)} height={HEIGHT - FLOOR - barTop(bucket.loads)} className={styles.bar} />
        ))}
        <polyline points={line} className={styles.rateLine} fill="none" />
      </svg>
      <p className={styles.legend}>
        <span className={styles.legendBar} aria-hidden="true" /> loads <span className={styles.legendLine} aria-hidden="true" /> failure rate
      </p>
      <details className={styles.details}>
        <summary>
          Figures of {figures.version} every {bucketMinutes} minutes
        </summary>
        <div className={styles.scroller} role="region" aria-label={`Figures of ${figures.version}`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Browsers</th>
                <th scope="col">Loads</th>
                <th scope="col">Failures</th>
                <th scope="col">Failure rate</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.start}>
                  <th scope="row">{clockOf(bucket.start)}</th>
                  <td>{bucket.browsers}</td>
                  <td>{bucket.loads}</td>
                  <td>{bucket.failures}</td>
                  <td>{ratePercent(bucket.failure_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
