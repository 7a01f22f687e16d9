import type { PartnerService } from '@servenear/shared/partner';
import { ServiceCard } from './ServiceCard';
import styles from './Services.module.css';

/** One of the two lists of /employee-service-edit, under its heading. */
export function ServiceCardList({ id, heading, services, onEdit, onDelete }: { id: string; heading: string; services: PartnerService[]; onEdit(service: PartnerService): void; onDelete(service: PartnerService): void }) {
  return (
    <section aria-labelledby={id} className={styles.listSection}>
      <h2 id={id} className={styles.listHeading}>
        {heading}
      </h2>
      <ul className={styles.cards}>
        {services.map((service) => (
          <ServiceCard key={`${service.isOther ? 'other' : 'catalogue'}-${service.actionId}`} service={service} onEdit={() => onEdit(service)} onDelete={() => onDelete(service)} />
        ))}
      </ul>
    </section>
  );
}
