import { useId } from 'react';
import { parseId } from '@servenear/shared/id';
import { Link, useSearchParams } from '@servenear/shared/router';
import { FeedbackForm, feedbackTexts as texts } from '../../components/feedback';
import styles from '../../components/feedback/Feedback.module.css';

/** /feedback?service_id=&line_id=: the feedback modal as a page of its own. */
export default function FeedbackPage() {
  const [query] = useSearchParams();
  const titleId = useId();
  const serviceId = parseId(query.get('service_id')) ?? undefined;
  const lineId = parseId(query.get('line_id')) ?? undefined;

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
