import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireRole } from '../../plugins/auth';
import {
  allocateLine,
  approveLine,
  bookingAdminMessages,
  cancelLine,
  eligiblePartners,
  lineIdFrom,
  listBookingLines,
  type BookingAdminDeps,
} from './bookings';

type LineParams = { Params: { id: string } };

/** Admin booking calls under /api/admin: allocation, cancellation and approval of booking lines (issue 5). */
export async function adminBookingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const admin = { preHandler: requireRole('admin') };
  const deps: BookingAdminDeps = { db: context.db, clock: context.clock, nearRadiusKm: context.config.nearRadiusKm };

  app.get('/bookings', admin, async (request) => ({ status: 200, data: await listBookingLines(deps, request.query) }));

  app.get<LineParams>('/bookings/lines/:id/partners', admin, async (request) => ({
    status: 200,
    data: await eligiblePartners(deps, lineIdFrom(request.params.id)),
  }));

  app.post<LineParams>('/bookings/lines/:id/allocate', admin, async (request) => {
    await allocateLine(deps, lineIdFrom(request.params.id), request.body);
    return { status: 200, message: bookingAdminMessages.allocated };
  });

  app.post<LineParams>('/bookings/lines/:id/cancel', admin, async (request) => ({
    status: 200,
    message: bookingAdminMessages.cancelled,
    data: { refund_amount: await cancelLine(deps, lineIdFrom(request.params.id)) },
  }));

  app.post<LineParams>('/bookings/lines/:id/approve', admin, async (request) => {
    await approveLine(deps, lineIdFrom(request.params.id));
    return { status: 200, message: bookingAdminMessages.approved };
  });
}
