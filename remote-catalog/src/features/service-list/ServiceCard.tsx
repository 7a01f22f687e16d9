import type { ServiceSummary } from '@servenear/shared/api';
import { formatRupees, truncateDescription } from '@servenear/shared/domain';
import { ServiceImage } from '../../ui/ServiceImage';
import { Stars } from '../../ui/Stars';
import { LIST_DESCRIPTION_MAX, serviceListTexts } from './texts';
import styles from './ServiceCard.module.css';

interface ServiceCardProps {
  service: ServiceSummary;
  onViewDetails(service: ServiceSummary): void;
}

/** A service card of the list page variant (customer §2, §9: at most 470 px wide). */
export function ServiceCard({ service, onViewDetails }: ServiceCardProps) {
  const headingId = `service-${service.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ServiceImage src={service.imageUrl} alt={service.name} width={470} height={264} loading="lazy" className={styles.image} />
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {service.name}
        </h3>
        <p className={styles.rating}>
          <Stars rating={service.averageRating} />
          <span>({service.totalReviews})</span>
        </p>
        <p className={styles.description}>{truncateDescription(service.about, LIST_DESCRIPTION_MAX)}</p>
        <div className={styles.footer}>
          {service.bookable ? (
            <p className={styles.prices}>
              <span>
                <strong>{formatRupees(service.perDay)}</strong> {serviceListTexts.perDay}
              </span>
              <span>
                <strong>{formatRupees(service.perHour)}</strong> {serviceListTexts.perHour}
              </span>
            </p>
          ) : (
            <span className={styles.badge}>{serviceListTexts.enquiry}</span>
          )}
          <button type="button" className={styles.button} onClick={() => onViewDetails(service)}>
            {serviceListTexts.viewDetails}
          </button>
        </div>
      </div>
    </article>
  );
}
