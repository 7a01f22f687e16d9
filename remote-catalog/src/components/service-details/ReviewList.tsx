import type { Review } from '@servenear/shared/api';
import { onFirstUse } from '@servenear/shared/domain';
import { Stars } from '@servenear/shared/ui';
import { serviceDetailsTexts } from './texts';
import styles from './ServiceDetails.module.css';

const reviewDate = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }));

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
