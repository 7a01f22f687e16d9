import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelledPartnerBookingsEndpoint,
  cancelPartnerBookingEndpoint,
  completedPartnerBookingsEndpoint,
  completePartnerBookingEndpoint,
  decideRescheduleEndpoint,
  generateStartCodeEndpoint,
  openPartnerBookingsEndpoint,
  verifyStartCodeEndpoint,
  type LineAction,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { assertVerifiedPartner, cancelPartnerBooking, cancelledPartnerBookings, completedPartnerBookings, completePartnerBooking, partnerBookingMessages, openPartnerBookings } from './service';
import { decideReschedule } from '../../bookings/reschedule';
import { issueStartCode, verifyStartCode } from './startCodes';

/** New start codes per partner and line in an hour: enough for an SMS that went astray, too few to spam a customer. */
export const START_CODES_PER_HOUR = 5;

/**
 * The limit is per partner and line, the line as the number the schema made of the id: "01",
 * " 1" and "1 " name line 1 and share its allowance. It is counted in preHandler, after the
 * schema has checked the body, so a malformed id is refused without being counted.
 */
function lineKey(request: FastifyRequest): string {
  return `start-code|${request.account?.userId ?? ''}|${(request.body as LineAction).bookingId}`;
}

/** A partner's bookings (partner §7), mounted under /api/employee. */
export const partnerBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;
  // Lists stay open to a partner waiting for verification (the home page shows an empty list);
  // acting on a booking needs a verified partner.
  const verifiedPartner = (request: FastifyRequest) => assertVerifiedPartner(currentAccount(request));

  routeOf(app, openPartnerBookingsEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await openPartnerBookings(context, ownId(request)),
  }));
  routeOf(app, completedPartnerBookingsEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await completedPartnerBookings(context, ownId(request)),
  }));
  routeOf(app, cancelledPartnerBookingsEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await cancelledPartnerBookings(context, ownId(request)),
  }));

  routeOf(
    app,
    generateStartCodeEndpoint,
    {
      ...partnerOnly,
      config: {
        // Counted after the role and id checks, per partner and line, in the store every
        // instance shares. Guesses are bounded in the database too (START_CODE_WRONG_GUESS_CAP),
        // whatever this allows while the store is unreachable.
        rateLimit: {
          max: START_CODES_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: lineKey,
          errorResponseBuilder: () => ({ statusCode: 429, message: partnerBookingMessages.tooManyCodes }),
        },
      },
    },
    async (request) => {
      const { expiresAt } = await issueStartCode(context, verifiedPartner(request), request.body.bookingId, request.log);
      return { status: 200, message: partnerBookingMessages.codeSent, data: { otp_sent: true as const, expires_at: expiresAt.toISOString() } };
    },
  );

  routeOf(app, verifyStartCodeEndpoint, partnerOnly, async (request) => {
    await verifyStartCode(context, verifiedPartner(request), request.body, request.log);
    return { status: 200, message: partnerBookingMessages.verified };
  });

  routeOf(app, completePartnerBookingEndpoint, partnerOnly, async (request) => {
    await completePartnerBooking(context, verifiedPartner(request), request.body.bookingId);
    return { status: 200, message: partnerBookingMessages.completed };
  });

  routeOf(app, cancelPartnerBookingEndpoint, partnerOnly, async (request) => {
    await cancelPartnerBooking(context, verifiedPartner(request), request.body);
    return { status: 200, message: partnerBookingMessages.cancelled };
  });

  // Issue 37: the customer's request to move the job, accepted or declined.
  routeOf(app, decideRescheduleEndpoint, partnerOnly, async (request) => ({
    status: 200,
    message: await decideReschedule(context, verifiedPartner(request), request.body),
  }));
};
