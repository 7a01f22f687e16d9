import type { MediumState } from '@servenear/shared/media-states';
import { MediaStateTile } from '@servenear/shared/media-tile';
import { enquiryTexts as texts } from '../texts';

/** Issue 37: in place of one of the customer's move photos that is not ready (the list asks again until it is). */
export function MoveMediaTile({ state }: { state: Exclude<MediumState, 'ready'> }) {
  return <MediaStateTile state={state} texts={{ processing: texts.pd.processing, failed: texts.pd.photoFailed }} />;
}

/** In place of the video while it is processing, or after it failed. */
export function moveVideoNote(state: MediumState): string | null {
  if (state === 'processing') return texts.pd.videoProcessing;
  return state === 'failed' ? texts.pd.videoFailed : null;
}
