import type { Review } from '@servenear/shared/api';
import { currentLocale } from '@servenear/shared/i18n';
import { Stars } from '@servenear/shared/ui';
import { serviceDetailsTexts } from './texts';
import styles from './ServiceDetails.module.css';

/** A review's date as the current language writes it ('2 Mar 2025', '2 मार्च 2025'), one format per locale. */
const reviewDates = new Map<string, Intl.DateTimeFormat>();
function reviewDate(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = reviewDates.get(locale);
  if (!format) reviewDates.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })));
  return format;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : reviewDate().format(date);
}

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return <p className={styles.muted}>{serviceDetailsTexts.noReviews}</p>;
  return (
    <ul className={styles.reviews}>
      {reviews.map((review, index) => (
        <li key={`${review.createdAt}-${index}`} className={styles.review}>
          <p className={styles.reviewHead}>
            <strong>{review.name}</strong>
            <Stars rating={review.rating} />
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </p>
          <p className={styles.reviewComment}>{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
