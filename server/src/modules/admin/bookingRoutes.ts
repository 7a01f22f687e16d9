import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingAdminMessages,
  opsAllocateLineEndpoint,
  opsApproveLineEndpoint,
  opsBookingLinesEndpoint,
  opsCancelLineEndpoint,
  opsBookingLineEndpoint,
  opsBookingMessages,
  opsBookingSearchEndpoint,
  opsLinePartnersEndpoint,
  opsReassignLineEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { auditNote, opsOnly } from '../../plugins/opsGuard';
import { bookingLineDetail } from './bookingHistory';
import { allocateLine, approveLine, cancelLine, eligiblePartners, listBookingLines, reassignLine, type BookingAdminDeps } from './bookings';
import { searchBookingLines } from './bookingSearch';

/** Admin booking calls under /api/admin: allocation, cancellation and approval of booking lines (issue 5). */
export const adminBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps: BookingAdminDeps = { db: context.db, clock: context.clock, nearRadiusKm: context.config.nearRadiusKm, money: context.config.money };

  routeOf(app, opsBookingLinesEndpoint, opsOnly('bookings.read'), async (request) => ({ status: 200, data: await listBookingLines(deps, request.query) }));

  // Issue 39: the console's Bookings queue: search, one line with its history, re-assignment.
  routeOf(app, opsBookingSearchEndpoint, opsOnly('bookings.read'), async (request) => ({ status: 200, ...(await searchBookingLines(deps.db, request.query)) }));

  routeOf(app, opsBookingLineEndpoint, opsOnly('bookings.read'), async (request) => ({
    status: 200,
    data: await bookingLineDetail(deps.db, request.params.id, deps.nearRadiusKm),
  }));

  routeOf(app, opsReassignLineEndpoint, opsOnly('bookings.allocate'), async (request) => {
    const { previousPartnerId } = await reassignLine(deps, request.params.id, request.body);
    auditNote(request, { details: { previous_partner_id: previousPartnerId } });
    return { status: 200, message: opsBookingMessages.reassigned, data: { partner_id: request.body.partner_id, previous_partner_id: previousPartnerId } };
  });

  routeOf(app, opsLinePartnersEndpoint, opsOnly('bookings.read'), async (request) => ({ status: 200, data: await eligiblePartners(deps, request.params.id) }));

  routeOf(app, opsAllocateLineEndpoint, opsOnly('bookings.allocate'), async (request) => {
    await allocateLine(deps, request.params.id, request.body);
    return { status: 200, message: bookingAdminMessages.allocated };
  });

  // Cancelling and approving read no body: whatever is sent is dropped.
  routeOf(app, opsCancelLineEndpoint, opsOnly('bookings.cancel'), async (request) => ({
    status: 200,
    message: bookingAdminMessages.cancelled,
    data: { refund_amount: await cancelLine(deps, request.params.id) },
  }));

  routeOf(app, opsApproveLineEndpoint, opsOnly('bookings.approve'), async (request) => {
    await approveLine(deps, request.params.id);
    return { status: 200, message: bookingAdminMessages.approved };
  });
};
