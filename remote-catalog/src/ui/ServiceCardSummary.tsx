import type { ServiceSummary } from '@servenear/shared/api';
import { formatRupees, truncateDescription } from '@servenear/shared/domain';
import { Stars } from '@servenear/shared/ui';
import { serviceCardTexts as texts } from './texts';
import styles from './ServiceCardSummary.module.css';

/** Rating and review count, then the description cut at `descriptionMax` characters
 * (customer §2: 90 on the home cards, 126 on the list page). */
export function ServiceCardSummary({ service, descriptionMax }: { service: ServiceSummary; descriptionMax: number }) {
  return (
    <>
      <p className={styles.rating}>
        <Stars rating={service.averageRating} />
        <span>({service.totalReviews})</span>
      </p>
      <p className={styles.description}>{truncateDescription(service.about, descriptionMax)}</p>
    </>
  );
}

/** Day and hour prices for a bookable service; an 'Enquiry' badge for the others. */
export function ServicePrice({ service }: { service: ServiceSummary }) {
  if (!service.bookable) return <span className={styles.badge}>{texts.enquiry}</span>;
  return (
    <p className={styles.prices}>
      <span>
        <strong>{formatRupees(service.perDay)}</strong> {texts.perDay}
      </span>
      <span>
        <strong>{formatRupees(service.perHour)}</strong> {texts.perHour}
      </span>
    </p>
  );
}
