import styles from './Pager.module.css';

/**
 * Previous and next for a list the server pages, and where the person is in it. Buttons rather
 * than links: the page calls `onPage`, which puts the page in the address.
 */
export function Pager({ page, perPage, total, label, onPage }: { page: number; perPage: number; total: number; label: string; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1 && page === 1) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className={styles.where} aria-live="polite">
        {first <= total ? `${first}–${last} of ${total}` : `Page ${page}: nothing here`} · page {page} of {pages}
      </p>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
