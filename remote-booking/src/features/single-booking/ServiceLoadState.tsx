import type { ReactNode } from 'react';
import type { UseQueryResult } from '@servenear/shared/query';
import type { ServiceDetails } from '@servenear/shared/api';
import { QueryState } from '@servenear/shared/ui';
import { NotFound } from '../../ui/NotFound';
import { singleBookingTexts as texts } from './texts';

/** A single-booking page's service: loading, not found, Retry, or the page drawn with it. */
export function ServiceLoadState({
  query,
  notFoundTitle = texts.serviceNotFound,
  children,
}: {
  query: UseQueryResult<ServiceDetails>;
  /** What a page says when the service is unknown; 'Service not found' unless given. */
  notFoundTitle?: string;
  children(service: ServiceDetails): ReactNode;
}) {
  return (
    <QueryState query={query} notFound={<NotFound title={notFoundTitle} hint={texts.serviceNotFoundHint} to="/" linkLabel={texts.browse} />}>
      {children}
    </QueryState>
  );
}

/** A page opened without what it needs: says so and leads back to the services. */
export function MissingChoice({ title }: { title: string }) {
  return <NotFound title={title} to="/" linkLabel={texts.browse} />;
}
