import type { MediumState } from '../media-states';
import styles from './MediaStateTile.module.css';

interface MediaStateTileTexts {
  processing: string;
  failed: string;
}

/**
 * Issue 37: drawn in place of an uploader's own photo that is not ready, the photo's size: a calm
 * "Processing…" while its job runs (the page asks again until it is done), or what to do when it
 * could not be processed. Never an <img>, so never a broken picture. Each page brings its words
 * (`texts`); `className` may change the tile's shape to its photo's.
 */
export function MediaStateTile({ state, texts, className }: { state: Exclude<MediumState, 'ready'>; texts: MediaStateTileTexts; className?: string }) {
  const processing = state === 'processing';
  return (
    <div className={[styles.tile, processing ? styles.processing : styles.failed, className].filter(Boolean).join(' ')} role={processing ? 'status' : undefined}>
      <span className={processing ? styles.spinner : styles.mark} aria-hidden="true">
        {processing ? null : '!'}
      </span>
      <span>{processing ? texts.processing : texts.failed}</span>
    </div>
  );
}
