import { Suspense, type ReactNode } from 'react';
import { Dialog } from '@servenear/shared/dialog';
import { lazyWithTexts } from '@servenear/shared/i18n';
import { RemoteWidget } from '../../federation/RemoteWidget';
import { headerTexts, navTexts, popupTexts } from '../texts';
import { usePopups } from './popupStore';
import styles from './ShellPopups.module.css';

// Loaded when first opened (the visitor's landing page pays nothing for it), and drawn once its texts are here.
const LocationPopup = lazyWithTexts(() => import('../../location/LocationPopup'));

/** The open header popup. The catalogue's popups come from remote-catalog; if it cannot be
 * loaded, the fallback with Retry appears in a dialog that can still be closed. */
export function ShellPopups() {
  const open = usePopups((state) => state.open);
  const close = usePopups((state) => state.close);
  const framed = (title: string) => (fallback: ReactNode) => (
    <Dialog labelledBy="popup-fallback-title" closeLabel={popupTexts.close} onClose={close} size="narrow">
      <h2 id="popup-fallback-title" className={styles.visuallyHidden}>
        {title}
      </h2>
      {fallback}
    </Dialog>
  );

  switch (open) {
    case 'location':
      return (
        <Suspense fallback={null}>
          <LocationPopup onClose={close} />
        </Suspense>
      );
    case 'categories':
      return <RemoteWidget remote="remote-catalog" widget="category-popup" onClose={close} frameFallback={framed(navTexts.categories)} />;
    case 'search':
      return <RemoteWidget remote="remote-catalog" widget="search-popup" onClose={close} frameFallback={framed(headerTexts.searchServices)} />;
    default:
      return null;
  }
}
