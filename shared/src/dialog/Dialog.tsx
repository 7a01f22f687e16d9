import { useEffect, useEffectEvent, useRef, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** id of the element that names the dialog. */
  labelledBy: string;
  closeLabel: string;
  onClose(): void;
  /** 'narrow' (about 520 px) suits a short form; the default fits a service's details. */
  size?: 'wide' | 'narrow';
  /** Classes that replace the centred look, for a popup drawn otherwise (the notifications' sheet under the bell). */
  classNames?: { backdrop?: string; panel?: string; close?: string };
  /** The panel's inline style (e.g. custom properties placing it). */
  panelStyle?: CSSProperties;
  /** Focus goes to the panel itself, not the close button (a list to read rather than a form). */
  focusPanel?: boolean;
  /** data-testid of the backdrop, for a test that clicks beside the panel. */
  backdropTestId?: string;
  children: ReactNode;
}

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true after: a dialog open in a page drawn on
 * the server (an approval waiting on /complete-booking) has no document.body to portal into there.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and stays in, Escape or the close button closes it, the
 * page behind does not scroll, and focus goes back to the opener afterwards.
 */
export function Dialog({ labelledBy, closeLabel, onClose, size = 'wide', classNames = {}, panelStyle, focusPanel = false, backdropTestId, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const closeNow = useEffectEvent(onClose);
  const focusFirst = useEffectEvent(() => (focusPanel ? panel.current : close.current)?.focus());
  const inBrowser = useInBrowser();

  useEffect(() => {
    if (!inBrowser) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusFirst();

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
  }, [inBrowser]);

  if (!inBrowser) return null;
  return createPortal(
    <div className={classNames.backdrop ?? styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()} data-testid={backdropTestId}>
      <div
        ref={panel}
        className={classNames.panel ?? (size === 'narrow' ? `${styles.panel} ${styles.narrow}` : styles.panel)}
        style={panelStyle}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={focusPanel ? -1 : undefined}
      >
        <button ref={close} type="button" className={classNames.close ?? styles.close} aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
