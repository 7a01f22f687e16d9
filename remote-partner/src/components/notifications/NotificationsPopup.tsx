import { useEffect, useEffectEvent, useId, useRef, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { NotificationList } from './NotificationList';
import { notificationTexts as texts } from './texts';
import styles from './NotificationsPopup.module.css';

/** The popup lists the newest few; 'See all' opens /employee-notification with the rest. */
export const POPUP_LATEST = 10;

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface PopupProps {
  /** Where the bell is: on a wide screen the popup hangs under it. */
  anchor: DOMRect;
  onClose(): void;
}

/**
 * The bell's popup, as the customer's header draws its own: a sheet from the bottom on a phone,
 * a panel under the bell on a wide screen. Focus moves in and stays in; Escape, the close
 * button or the overlay close it, and focus goes back to the bell.
 */
export default function NotificationsPopup({ anchor, onClose }: PopupProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeNow = useEffectEvent(onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeNow();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const place = { '--bell-bottom': `${Math.round(anchor.bottom)}px`, '--bell-right': `${Math.max(8, Math.round(window.innerWidth - anchor.right - 8))}px` } as CSSProperties;

  return createPortal(
    <div className={styles.overlay} onClick={(event) => event.target === event.currentTarget && onClose()} data-testid="notifications-overlay">
      <div ref={panel} className={styles.panel} style={place} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {texts.title}
          </h2>
          <button type="button" className={styles.close} aria-label={texts.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>
          <NotificationList limit={POPUP_LATEST} onFollow={onClose} />
        </div>
        <Link to="/employee-notification" className={styles.seeAll} onClick={onClose}>
          {texts.seeAll}
        </Link>
      </div>
    </div>,
    document.body,
  );
}
