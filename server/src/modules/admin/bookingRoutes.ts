import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingAdminMessages,
  opsAllocateLineEndpoint,
  opsApproveLineEndpoint,
  opsBookingLinesEndpoint,
  opsCancelLineEndpoint,
  opsLinePartnersEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { opsOnly } from '../../plugins/opsGuard';
import { allocateLine, approveLine, cancelLine, eligiblePartners, listBookingLines, type BookingAdminDeps } from './bookings';

/** Admin booking calls under /api/admin: allocation, cancellation and approval of booking lines (issue 5). */
export const adminBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps: BookingAdminDeps = { db: context.db, clock: context.clock, nearRadiusKm: context.config.nearRadiusKm, money: context.config.money };

  routeOf(app, opsBookingLinesEndpoint, opsOnly('bookings.read'), async (request) => ({ status: 200, data: await listBookingLines(deps, request.query) }));

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
