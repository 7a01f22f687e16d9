import styles from './UploadProgress.module.css';

/** A multipart upload (the registration with its ID proofs, a service with its photos and video, a Pass Fast Express request), as a bar and as a number. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div className={styles.progress}>
      <div className={styles.caption}>
        <span>{label}</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <div className={styles.bar} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
