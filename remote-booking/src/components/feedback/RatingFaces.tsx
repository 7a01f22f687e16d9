import { fill } from '@servenear/shared/i18n';
import { FaceIcon } from './FaceIcon';
import { feedbackTexts as texts } from './texts';
import styles from './Feedback.module.css';

interface RatingFacesProps {
  value: number | null;
  onChange(value: number): void;
  /** id of the rating's error message, when one is shown. */
  errorId?: string;
}

/** Five faces, each a pressed-or-not button: 'Rate n out of 5'. */
export function RatingFaces({ value, onChange, errorId }: RatingFacesProps) {
  return (
    <div className={styles.faces} role="group" aria-label={texts.ratingLabel} aria-describedby={errorId}>
      {([1, 2, 3, 4, 5] as const).map((rating) => {
        const pressed = value === rating;
        return (
          <button
            key={rating}
            type="button"
            className={pressed ? `${styles.face} ${styles.pressed}` : styles.face}
            aria-label={fill(texts.rate, { value: rating })}
            aria-pressed={pressed}
            onClick={() => onChange(rating)}
          >
            <FaceIcon rating={rating} />
          </button>
        );
      })}
    </div>
  );
}
