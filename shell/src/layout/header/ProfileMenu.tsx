import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { UserIcon } from '../icons';
import { useOutsideClick } from '@servenear/shared/hooks';
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
        aria-label={`Profile menu for ${session?.name ?? 'you'}`}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
      </button>
      {open ? (
        <ul id="profile-menu" className={styles.profileMenu} role="menu" aria-label="Profile">
          <li role="none">
            <Link role="menuitem" to="/user-edit" onClick={close}>
              Profile
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
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
