import { useId, useState } from 'react';
import { NavLink } from '@servenear/shared/router';
import type { UserProfile } from '@servenear/shared/api';
import { useHost } from '@servenear/shared/host';
import defaultAvatar from './default-avatar.svg';
import { accountMenu, accountTexts } from './texts';
import styles from './AccountLayout.module.css';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The account pages' sidebar: picture, name and menu; on small screens the menu folds away.
 * Until the profile is in, it greets the customer by the session's name.
 */
export function AccountSidebar({ profile }: { profile: UserProfile | null }) {
  const menuId = useId();
  const { session, signOut } = useHost();
  const [open, setOpen] = useState(false);
  const name = profile?.name ?? session?.name ?? '';

  return (
    <aside className={styles.sidebar} aria-label={accountTexts.account}>
      <div className={styles.identity}>
        <img className={styles.avatar} src={profile?.imageUrl ?? defaultAvatar} alt={accountTexts.picture} width={96} height={96} />
        <div className={styles.who}>
          {name ? (
            <>
              <p className={styles.greeting}>{accountTexts.hello}</p>
              <p className={styles.name}>{name}</p>
            </>
          ) : null}
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-label={accountTexts.menu}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <MenuIcon open={open} />
          <span aria-hidden="true">{accountTexts.menuButton}</span>
        </button>
      </div>
      <nav aria-label={accountTexts.menu}>
        <ul id={menuId} className={`${styles.menu} ${open ? styles.menuOpen : ''}`}>
          {accountMenu().map((item) => (
            <li key={item.to}>
              <NavLink className={styles.item} to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className={`${styles.item} ${styles.logout}`} onClick={() => void signOut()}>
              {accountTexts.logout}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
