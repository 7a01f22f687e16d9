import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from '@servenear/shared/router';
import { Dialog } from '@servenear/shared/dialog';
import styles from './NotificationsPopup.module.css';

interface PopupProps {
  title: string;
  closeLabel: string;
  /** Where the bell is: on a wide screen the popup hangs under it. */
  anchor: DOMRect;
  /** The page with every notification; following it closes the popup. */
  seeAll: { to: string; label: string };
  onClose(): void;
  /** The list, or its loading, failed and empty states. */
  children: ReactNode;
}

/**
 * The bell's popup, the customer's (shell) and the partner's alike: a sheet from the bottom on a
 * phone, a panel under the bell on a wide screen, with 'See all' at its foot. A Dialog: focus
 * moves to the panel and stays in; Escape, the close button or the overlay close it, and focus
 * goes back to the bell.
 */
export function NotificationsPopup({ title, closeLabel, anchor, seeAll, onClose, children }: PopupProps) {
  const titleId = useId();
  const place = { '--bell-bottom': `${Math.round(anchor.bottom)}px`, '--bell-right': `${Math.max(8, Math.round(window.innerWidth - anchor.right - 8))}px` } as CSSProperties;
  return (
    <Dialog
      labelledBy={titleId}
      closeLabel={closeLabel}
      onClose={onClose}
      classNames={{ backdrop: styles.overlay, panel: styles.panel, close: styles.close }}
      panelStyle={place}
      focusPanel
      backdropTestId="notifications-overlay"
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <Link to={seeAll.to} className={styles.seeAll} onClick={onClose}>
        {seeAll.label}
      </Link>
    </Dialog>
  );
}
