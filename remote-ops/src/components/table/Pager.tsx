import controls from '../controls/controls.module.css';
import styles from './table.module.css';

/** Previous and next under a server-paged table, with where the person is; nothing when one page holds all. */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1 && page === 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" className={controls.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <p className={styles.pagerText} aria-live="polite">
        Page {page} of {pages}
      </p>
      <button type="button" className={controls.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
