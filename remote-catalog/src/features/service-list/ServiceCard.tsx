import type { ServiceSummary } from '@servenear/shared/api';
import { ServiceCardSummary, ServicePrice } from '../../ui/ServiceCardSummary';
import { ServiceImage } from '@servenear/shared/ui';
import { LIST_DESCRIPTION_MAX, serviceListTexts } from './texts';
import styles from './ServiceCard.module.css';

interface ServiceCardProps {
  service: ServiceSummary;
  onViewDetails(service: ServiceSummary): void;
  /** The first cards are above the fold: their images load at once (they are the LCP). */
  eager?: boolean;
}

/** A service card of the list page variant (customer §2, §9: at most 470 px wide). */
export function ServiceCard({ service, onViewDetails, eager = false }: ServiceCardProps) {
  const headingId = `service-${service.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {/* The first cards' images are the page's largest paint: asked for ahead of the scripts that bring the page alive. */}
      <ServiceImage
        src={service.imageUrl}
        alt={service.name}
        width={470}
        height={264}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {service.name}
        </h3>
        <ServiceCardSummary service={service} descriptionMax={LIST_DESCRIPTION_MAX} />
        <div className={styles.footer}>
          <ServicePrice service={service} />
          <button type="button" className={styles.button} onClick={() => onViewDetails(service)}>
            {serviceListTexts.viewDetails}
          </button>
        </div>
      </div>
    </article>
  );
}
