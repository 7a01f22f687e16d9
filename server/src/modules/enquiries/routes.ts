import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indianDate, indianTime } from '@servenear/shared/domain';
import {
  acceptMoveQuoteEndpoint,
  bookQuoteEndpoint,
  createEnquiryEndpoint,
  pdDeliveryEndpoint,
  pdEnquiriesEndpoint,
  serviceEnquiriesEndpoint,
} from '@servenear/shared/endpoints';
import { createEnquiryRequestSchema, pdEnquiryMessages, pdEnquirySchema, pdPhotoCountMessage, serviceEnquiryMessages } from '@servenear/shared/enquiry-schemas';
import type { FieldErrors, SlotClock } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { HttpError, unprocessable } from '../../lib/httpError';
import { currentAccount, requireRole } from '../../plugins/auth';
import { uploadRateLimit } from '../../plugins/rateLimits';
import { bookingMessages } from '../bookings/service';
import { readMediaForm } from '../media';
import { checkFormFields } from '../media/multipart';
import { bookQuotedEnquiry } from './bookQuote';
import { acceptMoveQuote } from './moves/accept';
import { PD_FORM_MEDIA } from './pdForm';
import { moveRequestList, sendMoveRequest, sendServiceEnquiry, serviceEnquiryList, type MoveRequest } from './service';

/**
 * The move request's multipart form: text fields by the shared schema (dates against India's
 * today on the server's clock), photos counted by the spec's rule (3 to 6) and checked by content,
 * the video by the media module. Every field at fault is answered at once, and a video already
 * received is dropped, so a refusal leaves nothing on disk.
 */
async function readMoveForm(request: FastifyRequest, context: AppContext, schema: ReturnType<typeof pdEnquirySchema>): Promise<MoveRequest> {
  const form = await readMediaForm(request, context.pdMedia, PD_FORM_MEDIA);
  const checked = checkFormFields(schema, form.fields);
  const errors: FieldErrors = checked.success ? {} : { ...checked.errors };
  const count = pdPhotoCountMessage(form.photos.length);
  if (count && !errors.images) errors.images = [count];
  if (!checked.success || Object.keys(errors).length > 0) {
    await form.video?.discard();
    throw unprocessable(errors);
  }
  return { fields: checked.data, photos: form.photos, video: form.video };
}

/** The customer's enquiries (customer §7 'Enquiries'), mounted under /api/user. */
export const enquiryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const customer = { preValidation: requireRole('user') };
  // A booking goes to a real person at a real address, as bookings/routes.ts requires.
  const verifiedCustomer = {
    preValidation: [
      requireRole('user'),
      async (request: FastifyRequest) => {
        if (!currentAccount(request).isVerified) throw new HttpError(403, {}, bookingMessages.unverified);
      },
    ],
  };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;
  // Date rules read "now" in India from the app's clock on every request.
  const today = () => indianDate(context.clock());
  const slotClock: SlotClock = () => {
    const now = context.clock();
    return { today: indianDate(now), nowTime: indianTime(now) };
  };
  const moveFields = pdEnquirySchema(today);

  routeOf(app, pdDeliveryEndpoint, { ...customer, ...uploadRateLimit(app, context.config.rateLimits) }, async (request) => {
    const move = await readMoveForm(request, context, moveFields);
    const id = await sendMoveRequest(context, ownId(request), move);
    return { status: 200, message: pdEnquiryMessages.submitted, data: { id } };
  });

  // The slot's rules read this server's clock (tests set it), not the machine's the catalogue's copy reads.
  routeOf(app, createEnquiryEndpoint, { ...customer, bodySchema: createEnquiryRequestSchema(slotClock) }, async (request) => ({
    status: 200,
    message: serviceEnquiryMessages.sent,
    data: { id: await sendServiceEnquiry(context, ownId(request), request.body) },
  }));

  routeOf(app, pdEnquiriesEndpoint, customer, async (request) => ({ status: 200, data: await moveRequestList(context, ownId(request)) }));

  routeOf(app, serviceEnquiriesEndpoint, customer, async (request) => ({ status: 200, data: await serviceEnquiryList(context, ownId(request)) }));

  routeOf(app, bookQuoteEndpoint, verifiedCustomer, async (request) => ({
    status: 200,
    data: { id: await bookQuotedEnquiry(context, ownId(request), request.params.id) },
  }));

  // Issue 37: a move's quote accepted becomes a booking of it, paid through the payment calls.
  routeOf(app, acceptMoveQuoteEndpoint, verifiedCustomer, async (request) => ({
    status: 200,
    data: { id: await acceptMoveQuote(context, ownId(request), request.params.id) },
  }));
};
