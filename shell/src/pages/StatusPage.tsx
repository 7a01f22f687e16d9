import type { ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import { pageTexts } from './texts';
import styles from './StatusPage.module.css';

/** The frame of the shell's small pages (not found, unauthorized, error). */
export function StatusPage({ title, children, withHomeLink = true }: { title: string; children: ReactNode; withHomeLink?: boolean }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
      {withHomeLink ? (
        <Link to="/" className={styles.home}>
          {pageTexts.status.homeLink}
        </Link>
      ) : null}
    </section>
  );
}
