import type { ServiceSummary } from '@servenear/shared/api';
import { formatRupees, truncateDescription } from '@servenear/shared/domain';
import { ServiceImage } from '../../ui/ServiceImage';
import { Stars } from '../../ui/Stars';
import { HOME_DESCRIPTION_MAX, homeTexts } from './texts';
import styles from './HomeServiceCard.module.css';

interface HomeServiceCardProps {
  service: ServiceSummary;
  onOpen(service: ServiceSummary): void;
}

/** A service card of a home carousel; the whole card opens the service details overlay. */
export function HomeServiceCard({ service, onOpen }: HomeServiceCardProps) {
  const headingId = `home-service-${service.id}-${service.categoryId}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ServiceImage src={service.imageUrl} alt={service.name} width={470} height={264} loading="lazy" className={styles.image} />
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          <button type="button" className={styles.open} onClick={() => onOpen(service)}>
            {service.name}
          </button>
        </h3>
        <p className={styles.rating}>
          <Stars rating={service.averageRating} />
          <span>({service.totalReviews})</span>
        </p>
        <p className={styles.description}>{truncateDescription(service.about, HOME_DESCRIPTION_MAX)}</p>
        {service.bookable ? (
          <p className={styles.prices}>
            <span>
              <strong>{formatRupees(service.perDay)}</strong> {homeTexts.perDay}
            </span>
            <span>
              <strong>{formatRupees(service.perHour)}</strong> {homeTexts.perHour}
            </span>
          </p>
        ) : (
          <span className={styles.badge}>{homeTexts.enquiry}</span>
        )}
      </div>
    </article>
  );
}
