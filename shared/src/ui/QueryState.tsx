import type { ReactNode } from 'react';
import type { UseQueryResult } from '@servenear/shared/query';
import { Loading } from './Loading';
import { uiTexts } from './texts';
import styles from './QueryState.module.css';

/** customer §8 'Lists and load': what a list or a record says when it could not be read. */
export const queryStateTexts = uiTexts.queryState;

/** The parts of a query (or an infinite query) this component reads. */
type QueryView<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'status' | 'fetchStatus' | 'refetch'>;

export interface QueryStateProps<T> {
  query: QueryView<T>;
  /** Draws the data once it is in (and not empty). */
  children(data: T): ReactNode;
  /** What shows while nothing is in yet; the spinner with 'Loading...' by default. */
  loading?: ReactNode;
  /** What shows when the data is empty (`isEmpty`; by default an empty list). */
  empty?: ReactNode;
  isEmpty?(data: T): boolean;
  /** What a 404, or a query with nothing to ask for (disabled), shows. */
  notFound?: ReactNode;
  /** The failure's words; customer §8's 'Failed to fetch data.' by default. */
  failedText?: string;
  /** Draws the failure itself (a titled section, or nothing where the spec only logs it);
   * `retry` asks again. The default is the text with a Retry button. */
  failure?(retry: () => void): ReactNode;
  /** `centred` for a page-wide message; `start` (default) lines up with a page's text. */
  align?: 'start' | 'centred';
}

/** 'Retry' as every failed read offers it, for a page that draws its own failure. */
export function RetryButton({ onRetry }: { onRetry(): void }) {
  return (
    <button type="button" className={styles.retry} onClick={onRetry}>
      {queryStateTexts.retry}
    </button>
  );
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;
const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined);

/**
 * The one drawing of a query's states (docs/architecture.md §5): loading, failed with Retry,
 * not found, empty, or the data. A Retry shows the loading state again until the answer;
 * data already shown stays when reading it again fails.
 */
export function QueryState<T>({ query, children, loading, empty, isEmpty = isEmptyList, notFound, failedText, failure, align = 'start' }: QueryStateProps<T>) {
  const frame = align === 'centred' ? styles.centred : styles.state;
  // Data in hand is shown, even when reading it again (in the background, or a next page) failed.
  if (query.status === 'success' || (query.status === 'error' && query.data !== undefined)) {
    const data = query.data as T;
    if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
    return <>{children(data)}</>;
  }
  if (query.status === 'error' && query.fetchStatus === 'idle') {
    if (notFound !== undefined && statusOf(query.error) === 404) return <>{notFound}</>;
    const retry = () => void query.refetch();
    if (failure) return <>{failure(retry)}</>;
    return (
      <div className={frame} role="alert">
        <p className={styles.failed}>{failedText ?? queryStateTexts.failed}</p>
        <RetryButton onRetry={retry} />
      </div>
    );
  }
  // Pending and idle: a query that has nothing to ask for (no id in the URL).
  if (query.status === 'pending' && query.fetchStatus === 'idle' && notFound !== undefined) return <>{notFound}</>;
  return <>{loading ?? <Loading />}</>;
}
