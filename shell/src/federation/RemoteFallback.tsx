import styles from './RemoteRegion.module.css';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert" data-testid="remote-fallback">
      <p className={styles.title}>This part of ServeNear could not be loaded.</p>
      <p className={styles.hint}>Check your connection and try again.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status">
      Loading...
    </div>
  );
}
