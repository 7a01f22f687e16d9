import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ServiceSummary } from '@servenear/shared/api';
import { carouselBreakpoints } from '@servenear/shared/domain';
import { QueryState } from '@servenear/shared/ui';
import { Carousel } from '../../components/carousel';
import { HomeServiceCard } from './HomeServiceCard';
import { homeTexts } from './texts';
import styles from './UserHomePage.module.css';

/** A home section: a heading over its content (customer §2 'Landing and home'). */
export function ServiceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ServiceCarouselProps {
  title: string;
  services: UseQueryResult<ServiceSummary[]>;
  onOpen(service: ServiceSummary): void;
}

/** A section's services as a carousel of cards, with the §8 texts while none are shown. */
export function ServiceCarousel({ title, services, onOpen }: ServiceCarouselProps) {
  return (
    <QueryState query={services} failedText={homeTexts.servicesFailed} empty={<p className={styles.notice}>{homeTexts.noServices}</p>}>
      {(list) => (
        <Carousel
          label={title}
          layout={carouselBreakpoints.serviceCards}
          slides={list.map((service, index) => ({
            key: service.id,
            // A carousel shows up to four cards at once; the rest wait until they slide in.
            content: <HomeServiceCard service={service} onOpen={onOpen} eager={index < 4} />,
          }))}
        />
      )}
    </QueryState>
  );
}
