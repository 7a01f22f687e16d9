import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveMessages } from '@servenear/shared/enquiry-schemas';
import { partnerPdJobEndpoint, partnerPdJobsEndpoint, pdDeliveredEndpoint, pdPickedUpEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { unprocessable } from '../../../lib/httpError';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { uploadRateLimit } from '../../../plugins/rateLimits';
import { markMoveStep, type MoveStep } from '../../enquiries/moves/steps';
import { readMediaForm, type MediaFormRules } from '../../media';
import { pdJobFor, pdJobsFor } from './service';

/** A step's form: one photo, `photo`, read and checked by the media module like every upload. */
const STEP_PHOTO: MediaFormRules = {
  isPhotoField: (name) => name === 'photo',
  maxPhotos: 1,
  messages: moveMessages,
};

/** A partner's Pass Fast Express jobs (issue 15, and their steps: issue 37), mounted under /api/employee. */
export const partnerPdJobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };
  const partnerUpload = { ...partnerOnly, ...uploadRateLimit(app, context.config.rateLimits) };

  routeOf(app, partnerPdJobsEndpoint, partnerOnly, async (request) => ({ status: 200, data: await pdJobsFor(context, currentAccount(request).userId) }));

  routeOf(app, partnerPdJobEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await pdJobFor(context, currentAccount(request).userId, request.params.id),
  }));

  async function step(request: FastifyRequest, id: number, which: MoveStep): Promise<void> {
    const form = await readMediaForm(request, context.pdMedia, STEP_PHOTO);
    await form.video?.discard();
    const [photo] = form.photos;
    if (!photo) throw unprocessable({ photo: [moveMessages.photoRequired] });
    await markMoveStep(context, currentAccount(request).userId, id, which, photo);
  }

  routeOf(app, pdPickedUpEndpoint, partnerUpload, async (request) => {
    await step(request, request.params.id, 'picked_up');
    return { status: 200, message: moveMessages.pickedUp, data: { id: request.params.id } };
  });

  routeOf(app, pdDeliveredEndpoint, partnerUpload, async (request) => {
    await step(request, request.params.id, 'delivered');
    return { status: 200, message: moveMessages.delivered, data: { id: request.params.id } };
  });
};
