import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indianDate, indianTime } from '@servenear/shared/domain';
import {
  approveLineSchema,
  bookingFormMessages,
  cancelLineSchema,
  createBookingRequestSchema,
  feedbackSchema,
  singleBookingRequestSchema,
  type FieldErrors,
  type SlotClock,
} from '@servenear/shared/schemas';
import { bookingCreatedWire, bookingDetailWire, cancelledBookingWire, completedLineWire, taskStatusWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { envelope, idParams, messageEnvelope, messageReply, ok } from '../../http/replies';
import { HttpError } from '../../lib/httpError';
import { currentAccount, requireRole } from '../../plugins/auth';
import { fieldErrorsFromValidation, firstMessages } from '../../plugins/errorHandler';
import { optionalPointSchema } from '../catalog/coordinates';
import { feedbackReplyMessages, sendFeedback } from './feedback';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from './idempotency';
import { approveLine, cancelLine, lineActionMessages } from './lineActions';
import { activeBookings, bookingDetail, cancelledList, completedList, taskStatus } from './lists';
import { bookingMessages, createCartBooking, createSingleBooking } from './service';
import { workPlace } from './workPlace';

/** The optional top-level latitude and longitude of a booking, as `place` (both or neither). */
const placeSchema = optionalPointSchema.transform((place) => ({ place }));

/**
 * The booking bodies. Their date rules depend on "now" in India, so the schemas are built with
 * the app's clock, read again for every request.
 */
function bookingBodies(clock: AppContext['clock']) {
  const slotClock: SlotClock = () => {
    const now = clock();
    return { today: indianDate(now), nowTime: indianTime(now) };
  };
  return {
    cart: z.intersection(createBookingRequestSchema(slotClock), placeSchema),
    single: z.intersection(singleBookingRequestSchema(slotClock), placeSchema),
  };
}

type ValidationFailure = FastifyError & { validation: FastifySchemaValidationError[]; validationContext?: string };

const isValidationFailure = (error: unknown): error is ValidationFailure =>
  error instanceof Error && 'validation' in error && Array.isArray(error.validation);

/** A schema refusal's field messages, named as the error handler names them. */
const refusedFields = (error: ValidationFailure): FieldErrors => firstMessages(fieldErrorsFromValidation(error.validation));

/**
 * How the booking calls word two refusals of their schemas, as before the schemas: a refused
 * Idempotency-Key is named as the client spells the header (Node gives it in lower case), and a
 * cart booking without services also carries the spec's message, which the site shows as it is
 * (customer §8, 'Selecte Atleast on service'). Everything else goes to the app's error handler.
 */
function bookingRefusals(app: FastifyInstance) {
  const restated = (error: unknown): unknown => {
    if (!isValidationFailure(error)) return error;
    const errors = refusedFields(error);
    if (error.validationContext === 'headers') {
      return new HttpError(422, { [IDEMPOTENCY_HEADER]: Object.values(errors)[0] ?? [] });
    }
    if (errors.storedServices?.[0] === bookingFormMessages.noServices) {
      return new HttpError(422, errors, bookingFormMessages.noServices);
    }
    return error;
  };
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => app.errorHandler(restated(error), request, reply);
}

/** The customer's booking calls (customer §7 'Bookings'), mounted under /api/user. */
export const bookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const customer = requireRole('user');
  // A booking goes to a real person at a real address: only a customer whose mobile number is
  // confirmed may make one (the site sends an unverified one to /otp-verification anyway).
  const verifiedCustomer = [
    customer,
    async (request: FastifyRequest) => {
      if (!currentAccount(request).isVerified) throw new HttpError(403, {}, bookingMessages.unverified);
    },
  ];
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;
  const bodies = bookingBodies(context.clock);
  const booked = ok(messageEnvelope(bookingCreatedWire));
  const errorHandler = bookingRefusals(app);

  app.post(
    '/createbooking',
    { preValidation: verifiedCustomer, errorHandler, schema: { headers: idempotencyHeaders, body: bodies.cart, response: booked } },
    async (request) => ({
      status: 200,
      message: bookingMessages.booked,
      data: {
        id: await createCartBooking(context, ownId(request), request.headers['idempotency-key'], {
          ...request.body,
          place: await workPlace(context.geocoder, request.body.place, request.body.formData.address, 'formData.address'),
        }),
      },
    }),
  );

  app.post(
    '/book/singleservice',
    { preValidation: verifiedCustomer, errorHandler, schema: { headers: idempotencyHeaders, body: bodies.single, response: booked } },
    async (request) => ({
      status: 200,
      message: bookingMessages.booked,
      data: {
        id: await createSingleBooking(context, ownId(request), request.headers['idempotency-key'], {
          ...request.body,
          place: await workPlace(context.geocoder, request.body.place, request.body.address, 'address'),
        }),
      },
    }),
  );

  // A list item has the detail's shape (customer §3 'Booking list item').
  app.get('/getbookings', { preValidation: customer, schema: { response: ok(envelope(z.array(bookingDetailWire))) } }, async (request) => ({
    status: 200,
    data: await activeBookings(context, ownId(request)),
  }));

  app.get(
    '/getbooking/:id',
    { preValidation: customer, schema: { params: idParams('id'), response: ok(envelope(bookingDetailWire)) } },
    async (request) => ({ status: 200, data: await bookingDetail(context, ownId(request), request.params.id) }),
  );

  app.get('/completedbookings', { preValidation: customer, schema: { response: ok(envelope(z.array(completedLineWire))) } }, async (request) => ({
    status: 200,
    data: await completedList(context, ownId(request)),
  }));

  app.get('/canceledbookings', { preValidation: customer, schema: { response: ok(envelope(z.array(cancelledBookingWire))) } }, async (request) => ({
    status: 200,
    data: await cancelledList(context, ownId(request)),
  }));

  // The spec's bookingId is the line's id: the site cancels one service of a booking.
  app.post('/cancelbooking', { preValidation: customer, schema: { body: cancelLineSchema, response: ok(messageReply) } }, async (request) => {
    await cancelLine(context, ownId(request), request.body.bookingId);
    return { status: 200, message: lineActionMessages.cancelled };
  });

  app.post('/service/statusupdate', { preValidation: customer, schema: { body: approveLineSchema, response: ok(messageReply) } }, async (request) => {
    await approveLine(context, ownId(request), request.body.id);
    return { status: 200, message: lineActionMessages.approved };
  });

  app.post('/service/feedback', { preValidation: customer, schema: { body: feedbackSchema, response: ok(messageReply) } }, async (request) => {
    await sendFeedback(context, currentAccount(request), request.body);
    return { status: 200, message: feedbackReplyMessages.thanks };
  });

  app.get('/task-status', { preValidation: customer, schema: { response: ok(envelope(taskStatusWire)) } }, async (request) => ({
    status: 200,
    data: await taskStatus(context, ownId(request)),
  }));
};
