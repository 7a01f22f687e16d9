import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indianDate, indianTime } from '@servenear/shared/domain';
import {
  approveLineEndpoint,
  bookingCreationEndpoints,
  bookingEndpoint,
  cancelledBookingsEndpoint,
  cancelLineEndpoint,
  completedLinesEndpoint,
  feedbackEndpoint,
  openBookingsEndpoint,
  rescheduleEndpointWith,
  taskStatusEndpoint,
} from '@servenear/shared/endpoints';
import { bookingFormMessages, type FieldErrors, type SlotClock } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { HttpError } from '../../lib/httpError';
import { currentAccount, requireRole } from '../../plugins/auth';
import { fieldErrorsFromValidation, firstMessages } from '../../plugins/errorHandler';
import { feedbackReplyMessages, sendFeedback } from './feedback';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { approveLine, cancelLine, lineActionMessages } from './lineActions';
import { activeBookings, bookingDetail, cancelledList, completedList, taskStatus } from './lists';
import { bookingMessages, createCartBooking, createSingleBooking } from './service';
import { rescheduleLine, rescheduleReplyMessages } from './reschedule';
import { workPlace } from './workPlace';

/**
 * The calls that make a booking, and the one that moves a booked line (issue 37). Their date rules depend on "now" in India, so their
 * definitions are built with the app's clock, read again for every request.
 */
function bookingCreation(clock: AppContext['clock']) {
  const slotClock: SlotClock = () => {
    const now = clock();
    return { today: indianDate(now), nowTime: indianTime(now) };
  };
  return { ...bookingCreationEndpoints(slotClock), rescheduleLine: rescheduleEndpointWith(slotClock) };
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
  // The definition's headers schema has checked it: one key of visible characters, or none.
  const idempotencyKey = (request: Pick<FastifyRequest, 'headers'>) => request.headers['idempotency-key'] as string | undefined;
  const { createBooking, bookSingleService, rescheduleLine: rescheduleEndpoint } = bookingCreation(context.clock);
  const booking = { preValidation: verifiedCustomer, errorHandler: bookingRefusals(app) };
  const customerOnly = { preValidation: customer };

  routeOf(app, createBooking, booking, async (request) => ({
    status: 200,
    message: bookingMessages.booked,
    data: {
      id: await createCartBooking(context, ownId(request), idempotencyKey(request), {
        ...request.body,
        place: await workPlace(context.geocoder, request.body.place, request.body.formData.address, 'formData.address'),
      }),
    },
  }));

  routeOf(app, bookSingleService, booking, async (request) => ({
    status: 200,
    message: bookingMessages.booked,
    data: {
      id: await createSingleBooking(context, ownId(request), idempotencyKey(request), {
        ...request.body,
        place: await workPlace(context.geocoder, request.body.place, request.body.address, 'address'),
      }),
    },
  }));

  // A list item has the detail's shape (customer §3 'Booking list item').
  routeOf(app, openBookingsEndpoint, customerOnly, async (request) => ({ status: 200, data: await activeBookings(context, ownId(request)) }));

  routeOf(app, bookingEndpoint, customerOnly, async (request) => ({ status: 200, data: await bookingDetail(context, ownId(request), request.params.id) }));

  routeOf(app, completedLinesEndpoint, customerOnly, async (request) => ({ status: 200, data: await completedList(context, ownId(request)) }));

  routeOf(app, cancelledBookingsEndpoint, customerOnly, async (request) => ({ status: 200, data: await cancelledList(context, ownId(request)) }));

  // The spec's bookingId is the line's id: the site cancels one service of a booking.
  routeOf(app, cancelLineEndpoint, customerOnly, async (request) => {
    await cancelLine(context, ownId(request), request.body.bookingId);
    return { status: 200, message: lineActionMessages.cancelled };
  });

  // Issue 37: the customer moves a line (at once before a partner is assigned, else by the partner's answer).
  routeOf(app, rescheduleEndpoint, customerOnly, async (request) => {
    const outcome = await rescheduleLine(context, ownId(request), request.body);
    return { status: 200, message: rescheduleReplyMessages[outcome], data: { outcome } };
  });

  routeOf(app, approveLineEndpoint, customerOnly, async (request) => {
    await approveLine(context, ownId(request), request.body.id);
    return { status: 200, message: lineActionMessages.approved };
  });

  routeOf(app, feedbackEndpoint, customerOnly, async (request) => {
    await sendFeedback(context, currentAccount(request), request.body);
    return { status: 200, message: feedbackReplyMessages.thanks };
  });

  routeOf(app, taskStatusEndpoint, customerOnly, async (request) => ({ status: 200, data: await taskStatus(context, ownId(request)) }));
};
