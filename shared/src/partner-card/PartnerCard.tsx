import type { PartnerSummaryWire } from '../wire/partnerSummary';
import { fill } from '@servenear/shared/i18n';
import { toPartnerSummary } from './summary';
import { partnerCardTexts } from './texts';
import styles from './PartnerCard.module.css';

interface PartnerCardProps {
  /** The summary as the reply carries it (partnerSummaryWire); the card maps it. */
  partner: PartnerSummaryWire;
  /** What the card is headed, e.g. 'Your partner' or 'Your mover'; none for a bare card. */
  title?: string;
  /** Heading level of the name, so the card fits the page's outline. */
  level?: 2 | 3 | 4 | 5;
  className?: string;
}

/** Two letters for a partner without a photo, so the card keeps its shape. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * Issue 37: a partner as a customer meets him: photo (a signed link), name, verified badge,
 * rating, jobs done and, while he is coming, a call link big enough for a thumb. One card for a
 * booking's partner (remote-booking's lists) and a move's mover, so both show a person the same
 * way. A subpath of its own: only those pages download it.
 *
 * Usage:
 *   <PartnerCard partner={line.partnerCard} title="Your partner" level={4} />
 */
export function PartnerCard({ partner: wire, title, level = 3, className }: PartnerCardProps) {
  const partner = toPartnerSummary(wire);
  const Name = `h${level}` as const;
  const rated = partner.totalReviews > 0;
  const rating = { average: partner.averageRating.toFixed(1), count: partner.totalReviews };
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-label={title ?? partner.name}>
      {partner.photoUrl ? (
        <img className={styles.photo} src={partner.photoUrl} alt={fill(partnerCardTexts.photoOf, { name: partner.name })} width={64} height={64} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(partner.name)}
        </span>
      )}
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <Name className={styles.name}>
          <span className={styles.nameText}>{partner.name}</span>
          {partner.verified ? <span className={styles.badge}>✓ {partnerCardTexts.verified}</span> : null}
        </Name>
        <p className={styles.facts}>
          {rated ? (
            <span role="img" aria-label={fill(partnerCardTexts.ratingLabel, rating)} className={styles.rating}>
              <span aria-hidden="true" className={styles.star}>★</span> {fill(partnerCardTexts.rating, rating)}
            </span>
          ) : (
            <span className={styles.muted}>{partnerCardTexts.noReviews}</span>
          )}
          <span>{fill(partnerCardTexts.jobsDone, { count: partner.jobsDone })}</span>
        </p>
      </div>
      {/* Across the whole card: inside a booking line's column on a phone, a thumb still finds it whole. */}
      {partner.mobile ? (
        <a className={styles.call} href={`tel:+91${partner.mobile}`}>
          {fill(partnerCardTexts.call, { name: partner.name })}
        </a>
      ) : null}
    </section>
  );
}
