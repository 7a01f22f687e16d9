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
import { requireRole } from '../../plugins/auth';
import { allocateLine, approveLine, cancelLine, eligiblePartners, listBookingLines, type BookingAdminDeps } from './bookings';

/** Admin booking calls under /api/admin: allocation, cancellation and approval of booking lines (issue 5). */
export const adminBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };
  const deps: BookingAdminDeps = { db: context.db, clock: context.clock, nearRadiusKm: context.config.nearRadiusKm, money: context.config.money };

  routeOf(app, opsBookingLinesEndpoint, admin, async (request) => ({ status: 200, data: await listBookingLines(deps, request.query) }));

  routeOf(app, opsLinePartnersEndpoint, admin, async (request) => ({ status: 200, data: await eligiblePartners(deps, request.params.id) }));

  routeOf(app, opsAllocateLineEndpoint, admin, async (request) => {
    await allocateLine(deps, request.params.id, request.body);
    return { status: 200, message: bookingAdminMessages.allocated };
  });

  // Cancelling and approving read no body: whatever is sent is dropped.
  routeOf(app, opsCancelLineEndpoint, admin, async (request) => ({
    status: 200,
    message: bookingAdminMessages.cancelled,
    data: { refund_amount: await cancelLine(deps, request.params.id) },
  }));

  routeOf(app, opsApproveLineEndpoint, admin, async (request) => {
    await approveLine(deps, request.params.id);
    return { status: 200, message: bookingAdminMessages.approved };
  });
};
