import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { FormAlert, formStyles } from '@servenear/shared/forms';
import { feedbackMessages } from '@servenear/shared/booking-texts';
import { fill, localiseMessage } from '@servenear/shared/i18n';
import { feedbackSchema } from '@servenear/shared/schemas';
import { RatingFaces } from './RatingFaces';
import { feedbackTexts as texts } from './texts';
import { useSendFeedback } from './useSendFeedback';
import page from '../../ui/page.module.css';
import styles from './Feedback.module.css';

export interface FeedbackTarget {
  serviceId: number;
  /** The booking line being rated, when the feedback follows an approval. */
  lineId?: number;
  serviceName?: string;
}

/**
 * customer §2 'Feedback modal': a rating, an optional comment, Submit and Cancel. Both end
 * at / (a failed submit keeps the form, so nothing typed is lost).
 */
interface FeedbackFormProps extends FeedbackTarget {
  titleId: string;
  /** h1 when the form is the page, h2 inside the modal. */
  titleLevel?: 1 | 2;
}

export function FeedbackForm({ serviceId, lineId, serviceName, titleId, titleLevel = 2 }: FeedbackFormProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const navigate = useNavigate();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { send, sending } = useSendFeedback();
  const commentId = useId();
  const ratingErrorId = useId();

  function choose(value: number) {
    setRating(value);
    setRatingError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    // The same schema the server checks the request with (customer §5 'Feedback').
    const parsed = feedbackSchema.safeParse({ service_id: serviceId, rating: rating ?? undefined, description: comment, line_id: lineId });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((entry) => entry.path[0] === 'rating') ?? parsed.error.issues[0];
      setRatingError(issue?.message ?? feedbackMessages.ratingRequired);
      return;
    }
    const sent = await send({ serviceId, rating: parsed.data.rating, description: parsed.data.description, lineId });
    if (sent) navigate('/');
    else setFailed(true);
  }

  return (
    <form className={page.stack} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.head}>
        <Title id={titleId} className={page.title}>
          {texts.title}
        </Title>
        {serviceName ? <p className={styles.about}>{fill(texts.about, { serviceName })}</p> : null}
      </div>
      <RatingFaces value={rating} onChange={choose} errorId={ratingError ? ratingErrorId : undefined} />
      {rating ? <p className={styles.chosen}>{fill(texts.chosen, { value: rating })}</p> : null}
      {ratingError ? (
        <p id={ratingErrorId} role="alert" className={styles.error}>
          {/* The schema's message is English (shared/schemas): said in the page's language. */}
          {localiseMessage(ratingError)}
        </p>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={commentId} className={formStyles.label}>
          {texts.commentLabel}
        </label>
        <textarea
          id={commentId}
          className={`${formStyles.control} ${formStyles.textarea}`}
          value={comment}
          maxLength={2000}
          placeholder={texts.commentPlaceholder}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <FormAlert message={failed ? feedbackMessages.failed : null} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? texts.submitting : texts.submit}
        </button>
        <button type="button" className={styles.cancel} onClick={() => navigate('/')}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
