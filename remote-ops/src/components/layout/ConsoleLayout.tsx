import { useId, type ReactNode } from 'react';
import { useOpsMe } from '@servenear/shared/ops-api';
import { OpsQueryState } from '../access/OpsQueryState';
import { ConsoleHeader } from './ConsoleHeader';
import { ConsoleNav } from './ConsoleNav';
import styles from './ConsoleLayout.module.css';

/**
 * The frame of every console page: the shell draws nothing around /ops/* (ownChrome), so this
 * is the whole screen. Its read of admin/me (who, which roles) decides the navigation and what
 * each section shows; a section draws once it is in, and a 403 (a role taken away) says so.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const mainId = `${useId()}-main`;
  const me = useOpsMe();
  return (
    <div className={styles.layout}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        Skip to content
      </a>
      <ConsoleHeader me={me.data ?? null} />
      <div className={styles.body}>
        <ConsoleNav />
        <main id={mainId} tabIndex={-1} className={styles.main}>
          <OpsQueryState query={me}>{() => children}</OpsQueryState>
        </main>
      </div>
    </div>
  );
}
