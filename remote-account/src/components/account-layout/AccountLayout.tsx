import { useId, type ReactNode } from 'react';
import { useCustomerProfile } from '@servenear/shared/api';
import { AccountSidebar } from './AccountSidebar';
import styles from './AccountLayout.module.css';

/**
 * customer §2 'Account pages with shared sidebar': the sidebar beside the page's own content.
 * It reads the profile on every account page, so a 401 ends the session there too (customer
 * §6); a page that shows the profile reads the same query and shares its request.
 */
export function AccountLayout({ title, children }: { title?: string; children: ReactNode }) {
  const headingId = useId();
  const profile = useCustomerProfile();
  return (
    <div className={styles.layout}>
      <AccountSidebar profile={profile.data ?? null} />
      <section className={styles.content} aria-labelledby={title ? headingId : undefined}>
        {title ? (
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
        ) : null}
        {children}
      </section>
    </div>
  );
}
