import { RetryButton } from '@servenear/shared/ui';
import { serviceDetailsTexts as texts } from './texts';
import styles from './ServiceDetails.module.css';

/**
 * QueryState's loading and failure drawings for a service's details, the same in the overlay and
 * on the page: each names the overlay or page (titleId) while there is no title to name it, and
 * the failure offers Retry under it.
 */
export function serviceDetailsStates(titleId: string) {
  return {
    loading: (
      <p id={titleId} role="status" className={styles.state}>
        {texts.loading}
      </p>
    ),
    failure: (retry: () => void) => (
      <div className={styles.state}>
        <p id={titleId} role="alert">
          {texts.failed}
        </p>
        <RetryButton onRetry={retry} />
      </div>
    ),
  };
}
