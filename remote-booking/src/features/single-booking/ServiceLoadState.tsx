import { Link } from 'react-router-dom';
import { formStyles } from '@servenear/shared/forms';
import { Loading } from '@servenear/shared/ui';
import { singleBookingTexts as texts } from './texts';
import type { ServiceState } from './useServiceToBook';
import styles from './SingleBooking.module.css';

/** What a single-booking page shows until its service is loaded: loading, not found, or Retry. */
export function ServiceLoadState({ state, onRetry }: { state: Exclude<ServiceState, { kind: 'loaded' }>; onRetry(): void }) {
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.state}>
        <p role="alert" className={formStyles.alert}>
          {texts.loadFailed}
        </p>
        <button type="button" className={formStyles.linkButton} onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return <MissingChoice title={texts.serviceNotFound} hint={texts.serviceNotFoundHint} />;
}

/** A page opened without what it needs: says so and leads back to the services. */
export function MissingChoice({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={styles.state}>
      <p role="alert" className={styles.stateTitle}>
        {title}
      </p>
      {hint ? <p>{hint}</p> : null}
      <Link className={formStyles.buttonLink} to="/">
        {texts.browse}
      </Link>
    </div>
  );
}
