import { NavLink } from '@servenear/shared/router';
import { useMay } from '../access/useMay';
import { sectionList } from '../sections/sections';
import styles from './ConsoleNav.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

/** The sections this person's roles open: a sidebar on a wide screen, a row of tabs on a narrow one (CSS only). NavLink marks the current one with aria-current. */
export function ConsoleNav() {
  const may = useMay();
  return (
    <nav className={styles.nav} aria-label="Console">
      <ul className={styles.navList}>
        {sectionList
          .filter((section) => may(section.permission))
          .map((section) => (
            <li key={section.to}>
              {/* The overview is current on /ops only; a queue also while one of its items is open. */}
              <NavLink to={section.to} end={section.to === '/ops'} className={linkClass}>
                {section.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
