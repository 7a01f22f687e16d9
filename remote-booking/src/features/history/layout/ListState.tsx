import type { ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import type { UseQueryResult } from '@servenear/shared/query';
import { QueryState } from '@servenear/shared/ui';
import { historyTexts } from '../texts';
import buttons from '../Buttons.module.css';
import styles from './HistoryPage.module.css';

interface ListStateProps<T> {
  query: Pick<UseQueryResult<T[]>, 'data' | 'error' | 'status' | 'fetchStatus' | 'refetch'>;
  /** What the tab says when it has nothing to show. */
  emptyText: string;
  /** Where to go from the empty tab, when not back to the services. */
  emptyAction?: ReactNode;
  /** Renders the loaded list; called only when it has items. */
  children(items: T[]): ReactNode;
}

/** Every history tab's list through QueryState, with the tabs' own empty state (customer §8 'Lists and load'). */
export function ListState<T>({ query, emptyText, emptyAction, children }: ListStateProps<T>) {
  const empty = (
    <div className={styles.message}>
      <p className={styles.lead}>{emptyText}</p>
      {emptyAction ?? (
        <Link to="/" className={buttons.primary}>
          {historyTexts.browse}
        </Link>
      )}
    </div>
  );
  return (
    <QueryState query={query} empty={empty} align="centred">
      {children}
    </QueryState>
  );
}
