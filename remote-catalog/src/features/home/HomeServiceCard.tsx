import type { ServiceSummary } from '@servenear/shared/api';
import { ServiceCardSummary, ServicePrice } from '../../ui/ServiceCardSummary';
import { ServiceImage } from '@servenear/shared/ui';
import { HOME_DESCRIPTION_MAX } from './texts';
import styles from './HomeServiceCard.module.css';

interface HomeServiceCardProps {
  service: ServiceSummary;
  onOpen(service: ServiceSummary): void;
  /** The first cards of a carousel are in view at once: their images load at once. */
  eager?: boolean;
  /** The copy a carousel draws to loop: out of the tab order (assistive technology skips it whole). */
  copy?: boolean;
}

/** A service card of a home carousel; the whole card opens the service details overlay. */
export function HomeServiceCard({ service, onOpen, eager = false, copy = false }: HomeServiceCardProps) {
  const headingId = `home-service-${service.id}-${service.categoryId}`;
  return (
    <article className={styles.card} aria-labelledby={copy ? undefined : headingId}>
      <ServiceImage src={service.imageUrl} alt={service.name} width={470} height={264} loading={eager ? 'eager' : 'lazy'} className={styles.image} />
      <div className={styles.body}>
        <h3 id={copy ? undefined : headingId} className={styles.name}>
          <button type="button" className={styles.open} tabIndex={copy ? -1 : undefined} onClick={() => onOpen(service)}>
            {service.name}
          </button>
        </h3>
        <ServiceCardSummary service={service} descriptionMax={HOME_DESCRIPTION_MAX} />
        <ServicePrice service={service} />
      </div>
    </article>
  );
}
