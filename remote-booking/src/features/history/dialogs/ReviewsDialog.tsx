import { useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { useServiceDetails } from '@servenear/shared/api';
import { fill } from '@servenear/shared/i18n';
import { QueryState, Stars } from '@servenear/shared/ui';
import { dayOf } from '../dates';
import { completedTexts as texts } from '../texts';
import styles from './Dialogs.module.css';

interface ReviewsDialogProps {
  serviceId: number;
  serviceName: string;
  onClose(): void;
}

/** customer §4: a completed line's review count opens the service's reviews. */
export function ReviewsDialog({ serviceId, serviceName, onClose }: ReviewsDialogProps) {
  const titleId = useId();
  // The reviews come with the service's details (GET user/getservice/{id}).
  const service = useServiceDetails(serviceId);
  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={onClose} size="narrow">
      <h2 id={titleId} className={styles.title}>
        {fill(texts.reviewsTitle, { name: serviceName })}
      </h2>
      <QueryState
        query={service}
        loading={
          <p role="status" className={styles.state}>
            {texts.reviewsLoading}
          </p>
        }
        failedText={texts.reviewsFailed}
        empty={<p className={styles.state}>{texts.noReviews}</p>}
        isEmpty={(details) => details.reviews.length === 0}
      >
        {({ reviews }) => (
          <ul className={styles.reviews}>
            {reviews.map((review, index) => (
              <li key={`${review.createdAt}-${index}`} className={styles.review}>
                <p className={styles.reviewHead}>
                  <strong>{review.name}</strong>
                  <Stars rating={review.rating} />
                  {review.createdAt ? <time dateTime={review.createdAt}>{dayOf(review.createdAt)}</time> : null}
                </p>
                {review.comment ? <p className={styles.reviewComment}>{review.comment}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Dialog>
  );
}
