import type { MediumState } from '@servenear/shared/media-states';
import { enquiryTexts as texts } from '../texts';
import styles from './MoveMediaTile.module.css';

/**
 * Issue 37: drawn in place of one of the customer's move photos that is not ready, the photo's
 * size: "Processing…" while its job runs (the list asks again until it is done), or that it
 * could not be processed. Never an <img>, so never a broken picture.
 */
export function MoveMediaTile({ state }: { state: Exclude<MediumState, 'ready'> }) {
  const processing = state === 'processing';
  return (
    <div className={`${styles.tile} ${processing ? styles.processing : styles.failed}`} role={processing ? 'status' : undefined}>
      <span className={processing ? styles.spinner : styles.mark} aria-hidden="true">
        {processing ? null : '!'}
      </span>
      <span>{processing ? texts.pd.processing : texts.pd.photoFailed}</span>
    </div>
  );
}

/** In place of the video while it is processing, or after it failed. */
export function moveVideoNote(state: MediumState): string | null {
  if (state === 'processing') return texts.pd.videoProcessing;
  return state === 'failed' ? texts.pd.videoFailed : null;
}
