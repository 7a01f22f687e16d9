import { pageTexts } from './texts';
import styles from './StatusPage.module.css';

/** customer §2: the unexpected-error screen. Plain links and no router hooks, so it works
 * even when the router or the layout is what failed. */
export function AppErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{pageTexts.appError.title}</h1>
      <p className={`${styles.body} ${styles.error}`}>{message}</p>
      <a href="/" className={styles.home}>
        {pageTexts.status.homeLink}
      </a>
    </section>
  );
}
