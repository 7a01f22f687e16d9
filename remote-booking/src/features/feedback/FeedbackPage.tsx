import { useId } from 'react';
import { Link, useSearchParams } from '@servenear/shared/router';
import { FeedbackForm, feedbackTexts as texts } from '../../components/feedback';
import styles from '../../components/feedback/Feedback.module.css';

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** /feedback?service_id=&line_id=: the feedback modal as a page of its own. */
export default function FeedbackPage() {
  const [query] = useSearchParams();
  const titleId = useId();
  const serviceId = positiveId(query.get('service_id'));
  const lineId = positiveId(query.get('line_id'));

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        {serviceId === undefined ? (
          <div className={styles.missing}>
            <p role="alert">{texts.missingService}</p>
            {/* Every completed line offers 'Rate this service': that is where rating starts. */}
            <Link to="/complete-booking" className={styles.submit}>
              {texts.completedBookings}
            </Link>
          </div>
        ) : (
          <FeedbackForm serviceId={serviceId} lineId={lineId} titleId={titleId} titleLevel={1} />
        )}
      </div>
    </div>
  );
}
