import { roundedStars } from '@servenear/shared/domain';
import { fill } from '@servenear/shared/i18n';
import { uiTexts } from './texts';
import styles from './Stars.module.css';

/** customer §9: the rating rounded to whole stars, read out as 'Rated n out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const stars = roundedStars(rating);
  return (
    <span className={styles.stars} role="img" aria-label={fill(uiTexts.rated, { stars })}>
      {[1, 2, 3, 4, 5].map((position) => (
        <span key={position} aria-hidden="true" className={position <= stars ? styles.on : styles.off}>
          ★
        </span>
      ))}
    </span>
  );
}
