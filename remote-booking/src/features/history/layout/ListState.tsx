import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '@servenear/shared/ui';
import { loadTexts } from '../../../ui/texts';
import type { Loaded } from './useLoaded';
import { historyTexts } from '../texts';
import buttons from '../Buttons.module.css';
import styles from './HistoryPage.module.css';

interface ListStateProps<T> {
  state: Loaded<T[]>;
  onRetry(): void;
  /** Renders the loaded list; called only when it has items. */
  children(items: T[]): ReactNode;
}

/** Every history list's loading, failure and empty states (customer §8 'Lists and load'). */
export function ListState<T>({ state, onRetry, children }: ListStateProps<T>) {
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.lead}>{loadTexts.loadFailed}</p>
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          {loadTexts.retry}
        </button>
      </div>
    );
  }
  if (state.value.length === 0) {
    return (
      <div className={styles.message}>
        <p className={styles.lead}>{historyTexts.empty}</p>
        <Link to="/" className={buttons.primary}>
          {historyTexts.browse}
        </Link>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}
