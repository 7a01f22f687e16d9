import type { ReactNode } from 'react';
import type { UseQueryResult } from '@servenear/shared/query';
import type { ServiceSummary } from '@servenear/shared/api';
import { carouselBreakpoints } from '@servenear/shared/domain';
import { Loading, QueryState } from '@servenear/shared/ui';
import { Carousel } from '../../components/carousel';
import { HomeServiceCard } from './HomeServiceCard';
import { homeTexts } from './texts';
import { useNearViewport } from '../../components/viewport/useNearViewport';
import styles from './UserHomePage.module.css';

/**
 * A home section: a heading over its content (customer §2 'Landing and home'). The content,
 * and so its request and its carousel, is rendered once the section comes near the viewport
 * (issue 16: the sections below the fold no longer compete with the first screen); until then
 * the heading shows over the room a row of cards takes, so nothing moves when they arrive.
 * The server draws the content only of a section `onFirstScreen`: the others were four fifths
 * of the signed-in home's HTML (167 KB, 1,500 elements), parsed and laid out right after the
 * first paint, and four reads the server made before sending anything.
 */
export function ServiceSection({ id, title, children, onFirstScreen = false }: { id: string; title: string; children: ReactNode; onFirstScreen?: boolean }) {
  const [observe, near] = useNearViewport<HTMLElement>(onFirstScreen);
  return (
    <section ref={observe} className={`${styles.section} ${styles.serviceSection}`} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {near ? children : <div className={styles.cardRowRoom} aria-hidden="true" />}
    </section>
  );
}

/**
 * The middle of a service card's picture, from the top of its carousel (under the row's 4 px):
 * a card (HomeServiceCard) is as wide as the row's width shared out after the gaps, at most
 * 470 px, its picture 470:264. The arrows sit there, clear of the name and prices under it.
 */
const CARD_PICTURE_MIDDLE = 'calc(4px + min(470px, (100cqw - (var(--per-view) - 1) * 20px) / var(--per-view)) * 264 / 470 / 2)';

interface ServiceCarouselProps {
  title: string;
  /** Shown under 'No Service available' (the most popular row: the place may be one we do not serve). */
  emptyExtra?: ReactNode;
  services: UseQueryResult<ServiceSummary[]>;
  onOpen(service: ServiceSummary): void;
}

/** A section's services as a carousel of cards, with the §8 texts while none are shown. */
export function ServiceCarousel({ title, services, onOpen, emptyExtra = null }: ServiceCarouselProps) {
  return (
    <QueryState
      query={services}
      // The spinner over the cards' room: the section keeps its height while the services load.
      loading={
        <div className={styles.cardRowRoom}>
          <Loading />
        </div>
      }
      failedText={homeTexts.servicesFailed}
      empty={
        <>
          <p className={styles.notice}>{homeTexts.noServices}</p>
          {emptyExtra}
        </>
      }
    >
      {(list) => (
        <Carousel
          label={title}
          layout={carouselBreakpoints.serviceCards}
          arrowsAt={CARD_PICTURE_MIDDLE}
          slides={list.map((service, index) => ({
            key: service.id,
            // A carousel shows up to four cards at once; the rest wait until they slide in.
            content: <HomeServiceCard service={service} onOpen={onOpen} eager={index < 4} />,
            copy: <HomeServiceCard service={service} onOpen={onOpen} copy />,
          }))}
        />
      )}
    </QueryState>
  );
}
