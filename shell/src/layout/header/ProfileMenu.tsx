import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { UserIcon } from '../icons';
import { useOutsideClick } from '@servenear/shared/hooks';
import { fill } from '@servenear/shared/i18n';
import { headerTexts, navTexts } from '../texts';
import styles from './Header.module.css';

export function ProfileMenu() {
  const { session, signOut } = useHost();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [rootRef], []);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(refs, open, close);

  return (
    <div ref={rootRef} className={styles.profile}>
      <button
        type="button"
        className={styles.iconButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="profile-menu"
        aria-label={session?.name ? fill(headerTexts.profileMenuFor, { name: session.name }) : headerTexts.profileMenuForYou}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
      </button>
      {open ? (
        <ul id="profile-menu" className={styles.profileMenu} role="menu" aria-label={headerTexts.profile}>
          <li role="none">
            <Link role="menuitem" to="/user-edit" onClick={close}>
              {headerTexts.profile}
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {navTexts.logout}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
