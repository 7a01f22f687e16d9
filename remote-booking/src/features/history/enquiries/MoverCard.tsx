import type { Mover } from '@servenear/shared/enquiries';
import { fill } from '@servenear/shared/i18n';
import { Badge } from '../cards/Badge';
import { enquiryTexts } from '../texts';
import cardStyles from '../cards/Card.module.css';
import styles from './Moves.module.css';

const texts = enquiryTexts.pd;

/** Initials for a mover with no photo: 'Karthik Raja' → 'KR'. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * The mover ops allocated (issue 37): photo, name, verified badge, jobs done, and a call link.
 * The rating shows once per-partner ratings exist (the server sends null until then).
 */
export function MoverCard({ mover }: { mover: Mover }) {
  return (
    <section className={styles.mover} aria-label={texts.moverTitle}>
      <h3 className={cardStyles.sectionTitle}>{texts.moverTitle}</h3>
      <div className={styles.moverRow}>
        {mover.imageUrl ? (
          <img className={styles.moverPhoto} src={mover.imageUrl} alt={fill(texts.moverPhoto, { name: mover.name })} width={56} height={56} />
        ) : (
          <span className={styles.moverPhoto} aria-hidden="true">
            {initialsOf(mover.name)}
          </span>
        )}
        <div className={styles.moverFacts}>
          <span className={styles.moverName}>
            {mover.name}
            {mover.verified ? <Badge tone="success">{texts.verified}</Badge> : null}
          </span>
          <span className={cardStyles.meta}>
            {fill(texts.jobsDone, { count: mover.jobsDone })}
            {/* Per-partner ratings (another part of issue 37) fill `rating`. */}
            {mover.rating !== null ? ` · ${fill(texts.rating, { stars: mover.rating.toFixed(1) })}` : null}
          </span>
        </div>
        {mover.mobile ? (
          <a className={styles.call} href={`tel:+91${mover.mobile}`}>
            {fill(texts.call, { name: mover.name })}
          </a>
        ) : null}
      </div>
    </section>
  );
}
