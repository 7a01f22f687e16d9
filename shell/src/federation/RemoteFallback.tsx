import { remoteTexts } from './texts';
import styles from './RemoteRegion.module.css';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert" data-testid="remote-fallback">
      <p className={styles.title}>{remoteTexts.failed}</p>
      <p className={styles.hint}>{remoteTexts.hint}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {remoteTexts.retry}
      </button>
    </div>
  );
}

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status">
      {remoteTexts.loading}
    </div>
  );
}
