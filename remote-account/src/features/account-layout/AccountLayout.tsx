import { useId, type ReactNode } from 'react';
import { AccountProfileProvider } from './AccountProfileContext';
import { AccountSidebar } from './AccountSidebar';
import styles from './AccountLayout.module.css';

/** customer §2 'Account pages with shared sidebar': the sidebar beside the page's own content. */
export function AccountLayout({ title, children }: { title?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <AccountProfileProvider>
      <div className={styles.layout}>
        <AccountSidebar />
        <section className={styles.content} aria-labelledby={title ? headingId : undefined}>
          {title ? (
            <h1 id={headingId} className={styles.title}>
              {title}
            </h1>
          ) : null}
          {children}
        </section>
      </div>
    </AccountProfileProvider>
  );
}
