import { uiTexts } from './texts';
import styles from './Loading.module.css';

export function Loading() {
  return (
    <p role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      {uiTexts.loading}
    </p>
  );
}
