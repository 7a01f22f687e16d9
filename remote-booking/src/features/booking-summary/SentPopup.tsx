import { useEffect, useEffectEvent, useId } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { summaryTexts as texts } from './texts';
import styles from './PickerBookingPage.module.css';

/** customer §4 'Payment' and §9: the success popup, shown for 2 s before going on. */
export const SENT_POPUP_MS = 2000;

export function SentPopup({ onDone }: { onDone(): void }) {
  const titleId = useId();
  const done = useEffectEvent(onDone);

  useEffect(() => {
    const timer = window.setTimeout(done, SENT_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} size="narrow" onClose={onDone}>
      <div className={styles.sent}>
        <svg className={styles.sentIcon} width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p id={titleId} className={styles.sentText} role="status">
          {texts.sent}
        </p>
      </div>
    </Dialog>
  );
}
