import type { MediumState } from '@servenear/shared/media-states';
import { mediaStateTexts } from './texts';
import styles from './MediaStateTile.module.css';

/**
 * Issue 37: drawn in place of one of the partner's own photos that is not ready, the photo's
 * size: a calm "Processing…" while its job runs (the list asks again until it is done), or what
 * to do when it could not be processed. Never an <img>, so never a broken picture.
 */
export function MediaStateTile({ state }: { state: Exclude<MediumState, 'ready'> }) {
  if (state === 'processing') {
    return (
      <div className={`${styles.tile} ${styles.processing}`} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{mediaStateTexts.processing}</span>
      </div>
    );
  }
  return (
    <div className={`${styles.tile} ${styles.failed}`}>
      <span className={styles.mark} aria-hidden="true">
        !
      </span>
      <span>{mediaStateTexts.photoFailed}</span>
    </div>
  );
}
