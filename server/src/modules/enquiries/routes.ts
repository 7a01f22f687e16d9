import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indianDate, indianTime } from '@servenear/shared/domain';
import {
  createEnquiryRequestSchema,
  pdEnquiryMessages,
  pdEnquirySchema,
  pdPhotoCountMessage,
  serviceEnquiryMessages,
} from '@servenear/shared/enquiry-schemas';
import type { FieldErrors, SlotClock } from '@servenear/shared/schemas';
import { enquiryBookedWire, enquiryCreatedWire, pdEnquiryWire, serviceEnquiryWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { emptyBody, envelope, idParams, messageEnvelope, ok } from '../../http/replies';
import { HttpError, unprocessable } from '../../lib/httpError';
import { currentAccount, requireRole } from '../../plugins/auth';
import { bookingMessages } from '../bookings/service';
import { readMediaForm } from '../media';
import { checkFormFields } from '../media/multipart';
import { bookQuotedEnquiry } from './bookQuote';
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
  const created = ok(messageEnvelope(enquiryCreatedWire));

  app.post(
    '/pd/delivery',
    {
      ...customer,
      schema: {
        summary: 'Send a Pass Fast Express (move) request',
        description:
          'Multipart: `fromaddress`, `toaddress`, `dob` (the day, today to a month ahead in India), `mobile`, `description`, ' +
          '`images[0]`, `images[1]`, … (also `images[]` or `images`): 3 to 6 photos (JPEG, PNG or WebP, at most 10 MB each), and an ' +
          'optional `video` (MP4 or WebM, at most 50 MB). Both addresses are placed on the map when they can be, and the ' +
          'straight-line distance between them is kept for ops.',
        consumes: ['multipart/form-data'],
        response: created,
      },
    },
    async (request) => {
      const move = await readMoveForm(request, context, moveFields);
      const id = await sendMoveRequest(context, ownId(request), move);
      return { status: 200, message: pdEnquiryMessages.submitted, data: { id } };
    },
  );

  app.post(
    '/create-enquiry',
    {
      ...customer,
      schema: {
        summary: 'Ask about a service that is quoted, not booked',
        description:
          'The enquiry page’s form and the slot asked for. Only a service that takes enquiries is accepted (a bookable one is ' +
          'refused on `serviceId`); the address must be one the map can place, as a booking’s.',
        body: createEnquiryRequestSchema(slotClock),
        response: created,
      },
    },
    async (request) => ({
      status: 200,
      message: serviceEnquiryMessages.sent,
      data: { id: await sendServiceEnquiry(context, ownId(request), request.body) },
    }),
  );

  app.get(
    '/pdenquiry/list',
    { ...customer, schema: { summary: 'The customer’s own Pass Fast Express requests, newest first', response: ok(envelope(z.array(pdEnquiryWire))) } },
    async (request) => ({ status: 200, data: await moveRequestList(context, ownId(request)) }),
  );

  app.get(
    '/service/enquiry/list',
    { ...customer, schema: { summary: 'The customer’s own service enquiries, newest first', response: ok(envelope(z.array(serviceEnquiryWire))) } },
    async (request) => ({ status: 200, data: await serviceEnquiryList(context, ownId(request)) }),
  );

  app.post(
    '/service/enquiry/:id/book',
    {
      ...verifiedCustomer,
      schema: {
        summary: 'Book a quoted service enquiry at its quote',
        description:
          'Makes a booking of one line, the enquiry’s service and slot, at the quote ops gave; the body is ignored. Paid like ' +
          'any booking (/picker-service-booking?booking_id={id}). 404 for another customer’s enquiry, 409 when there is no ' +
          'quote yet or the day has passed; a quote already booked answers that booking again.',
        params: idParams('id'),
        body: emptyBody,
        response: ok(envelope(enquiryBookedWire)),
      },
    },
    async (request) => ({ status: 200, data: { id: await bookQuotedEnquiry(context, ownId(request), request.params.id) } }),
  );
};
