import type { ReactNode } from 'react';
import type { ServiceSummary } from '@servenear/shared/api';
import { carouselBreakpoints } from '@servenear/shared/domain';
import { Loading } from '@servenear/shared/ui';
import { Carousel } from './Carousel';
import { HomeServiceCard } from './HomeServiceCard';
import { homeTexts } from './texts';
import type { ListState } from './useList';
import styles from './UserHomePage.module.css';

interface ServiceSectionProps {
  id: string;
  title: string;
  state: ListState<ServiceSummary>;
  onOpen(service: ServiceSummary): void;
}

function Body({ title, state, onOpen }: Omit<ServiceSectionProps, 'id'>) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <p role="alert" className={styles.notice}>{homeTexts.servicesFailed}</p>;
  if (state.items.length === 0) return <p className={styles.notice}>{homeTexts.noServices}</p>;
  return (
    <Carousel
      label={title}
      layout={carouselBreakpoints.serviceCards}
      slides={state.items.map((service, index) => ({
        key: service.id,
        // A carousel shows up to four cards at once; the rest wait until they slide in.
        content: <HomeServiceCard service={service} onOpen={onOpen} eager={index < 4} />,
      }))}
    />
  );
}

/** A home section: a heading and a carousel of service cards (customer §2 'Landing and home'). */
export function ServiceSection({ id, title, state, onOpen, children }: ServiceSectionProps & { children?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
      <Body title={title} state={state} onOpen={onOpen} />
    </section>
  );
}
