import { moveMessages, serviceEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { AppContext } from '../../../context';
import { HttpError, notFound } from '../../../lib/httpError';
import { acceptFormMedia, queueMedia, removeStoredMedia } from '../../media';
import { moveForSettlement, settleMove } from '../../money/settle';
import { recordMoveStep } from '../../notifications/moveEvents';
import { pdJobOf } from '../../partner/pdJobs/repository';
import { moveStageOf } from './stages';
import { markDelivered, markPickedUp } from './repository';

/**
 * The mover's two steps of a move (issue 37): paid → picked_up and picked_up → delivered, each
 * with the photo he took then. The photo is handed to the media job first (PD folder), then
 * one transaction makes the conditional update, queues the photo's job and tells the customer
 * and ops (who see the photo once it is processed); when the update finds the move in another
 * state (a racing second press, a move not paid yet) the photo is removed again and the answer
 * says why. Another partner's move, or one given to someone else
 * since, is not found.
 */

export type MoveStep = 'picked_up' | 'delivered';

type Deps = Pick<AppContext, 'db' | 'clock' | 'pdMedia' | 'config'>;

/** Why the move is not at the step's starting stage: a 409 in words the mover understands. */
function refusal(step: MoveStep, stage: ReturnType<typeof moveStageOf>): HttpError {
  if (stage === 'delivered') return new HttpError(409, {}, moveMessages.alreadyDelivered);
  if (step === 'picked_up') return new HttpError(409, {}, stage === 'picked_up' ? moveMessages.alreadyPickedUp : moveMessages.notPaid);
  return new HttpError(409, {}, moveMessages.notPickedUp);
}

async function currentStage(deps: Deps, partnerId: number, id: number) {
  const job = await pdJobOf(deps.db, partnerId, id);
  if (!job) throw notFound(serviceEnquiryMessages.notFound);
  return moveStageOf(job);
}

/** `photo`: the spooled upload (media's readMediaForm). */
export async function markMoveStep(deps: Deps, partnerId: number, id: number, step: MoveStep, photo: string): Promise<void> {
  const from = step === 'picked_up' ? 'paid' : 'picked_up';
  const before = await currentStage(deps, partnerId, id);
  if (before !== from) throw refusal(step, before);
  const media = await acceptFormMedia(deps.pdMedia, { photos: [photo], video: null });
  const [stem = ''] = media.photos;
  const at = deps.clock();
  let done: boolean;
  try {
    done = await deps.db.transaction(async (tx) => {
      const row = step === 'picked_up' ? await markPickedUp(tx, id, partnerId, stem, at) : await markDelivered(tx, id, partnerId, stem, at);
      if (!row) return false;
      await queueMedia(tx, deps.pdMedia, media);
      // Issue 38: delivered, the paid quote is settled to the mover.
      const move = step === 'delivered' ? await moveForSettlement(tx, row.id) : null;
      if (move) await settleMove(tx, deps.config.money, move, at);
      await recordMoveStep(
        tx,
        step,
        { id: row.id, customerId: row.userId, partnerId, moveDate: row.moveDate ?? '', toAddress: row.toAddress ?? '' },
        at,
      );
      return true;
    });
  } catch (error) {
    await removeStoredMedia(deps.pdMedia, media);
    throw error;
  }
  if (done) return;
  await removeStoredMedia(deps.pdMedia, media);
  throw refusal(step, await currentStage(deps, partnerId, id));
}
