import type { InfiniteData, UseInfiniteQueryResult } from '@servenear/shared/query';
import type { ServicePage, ServiceSummary } from '@servenear/shared/api';
import { QueryState } from '@servenear/shared/ui';
import { UnservedPlace } from '../../components/unserved';
import { ServiceCard } from './ServiceCard';
import { serviceListTexts } from './texts';
import styles from './ServiceListPage.module.css';

/** Cards whose images load at once: what a phone or a desktop shows above the fold. */
const EAGER_CARDS = 2;

type ServicePages = InfiniteData<ServicePage>;

const hasNoServices = (data: ServicePages) => data.pages.every((page) => page.services.length === 0);

interface ServiceResultsProps {
  services: UseInfiniteQueryResult<ServicePages>;
  onViewDetails(service: ServiceSummary): void;
}

/** The list's cards, a page at a time: Load more services adds the next page under the others. */
export function ServiceResults({ services, onViewDetails }: ServiceResultsProps) {
  // A next page that failed leaves the pages already in: the cards stay, with the failure under them.
  const shown = services.data ? { ...services, status: 'success' as const } : services;
  const moreFailed = services.isFetchNextPageError && !services.isFetchingNextPage;
  return (
    <QueryState
      query={shown}
      failedText={serviceListTexts.servicesFailed}
      isEmpty={hasNoServices}
      empty={
        <>
          <p className={styles.notice}>{serviceListTexts.noServices}</p>
          <UnservedPlace />
        </>
      }
    >
      {(data) => (
        <>
          <ul className={styles.cards}>
            {data.pages
              .flatMap((page) => page.services)
              .map((service, index) => (
                <li key={service.id}>
                  <ServiceCard service={service} onViewDetails={onViewDetails} eager={index < EAGER_CARDS} />
                </li>
              ))}
          </ul>
          {moreFailed && (
            <p role="alert" className={styles.notice}>
              {serviceListTexts.servicesFailed}
            </p>
          )}
          {services.hasNextPage && (
            <button
              type="button"
              className={styles.loadMore}
              onClick={() => void services.fetchNextPage()}
              disabled={services.isFetchingNextPage}
              aria-busy={services.isFetchingNextPage}
            >
              {services.isFetchingNextPage ? serviceListTexts.loadingMore : serviceListTexts.loadMore}
            </button>
          )}
        </>
      )}
    </QueryState>
  );
}
