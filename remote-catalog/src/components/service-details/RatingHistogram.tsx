import type { StarCounts } from '@servenear/shared/domain';
import { ratingHistogram } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { serviceDetailsTexts as texts } from './texts';
import styles from './ServiceDetails.module.css';

/** customer §2: one row per star from 5 to 1, with its count and share of all reviews. */
export function RatingHistogram({ counts, total }: { counts: StarCounts; total: number }) {
  return (
    <ul className={styles.histogram}>
      {ratingHistogram(counts, total).map(({ stars, count, percentage }) => (
        <li key={stars} className={styles.histogramRow} aria-label={fill(texts.ratingRow, { stars, count, percentage })}>
          <span aria-hidden="true">{stars} ★</span>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${percentage}%` }} />
          </span>
          <span aria-hidden="true" className={styles.histogramCount}>
            {count} ({percentage}%)
          </span>
        </li>
      ))}
    </ul>
  );
}
