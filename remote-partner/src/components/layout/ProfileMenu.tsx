import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { useOutsideClick } from '@servenear/shared/hooks';
import { fill } from '@servenear/shared/i18n';
import { layoutTexts } from './texts';
import styles from './PartnerLayout.module.css';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || 'P';
}

const texts = layoutTexts.menu;

/** partner §2 'Employee layout': the profile menu (Profile, Logout); closes on an outside press. */
export function ProfileMenu({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const { signOut } = useHost();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, open, close);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={rootRef} className={styles.profileMenu} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={fill(texts.toggle, { name: name || texts.partner })}
        onClick={() => setOpen((shown) => !shown)}
      >
        {imageUrl ? (
          <img className={styles.avatar} src={imageUrl} alt="" width={36} height={36} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(name)}
          </span>
        )}
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open} aria-label={texts.options}>
        <li>
          <Link className={styles.menuItem} to="/employee-edit-profile" onClick={close}>
            {texts.profile}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {texts.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
