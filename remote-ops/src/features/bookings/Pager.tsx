import styles from './BookingsQueuePage.module.css';

/** Previous and next page, and where we are; real buttons, disabled at either end. */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
