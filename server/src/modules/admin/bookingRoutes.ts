import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingLineWire, eligiblePartnerWire, lineCancelledWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { emptyBody, envelope, idParams, messageEnvelope, messageReply, ok } from '../../http/replies';
import { requireRole } from '../../plugins/auth';
import {
  allocateLine,
  allocationSchema,
  approveLine,
  bookingAdminMessages,
  cancelLine,
  eligiblePartners,
  lineStatusSchema,
  listBookingLines,
  type BookingAdminDeps,
} from './bookings';

/** A booking line's id in the path; a well-formed id of no line is a 404. */
const lineParams = idParams('id');

/** Admin booking calls under /api/admin: allocation, cancellation and approval of booking lines (issue 5). */
export const adminBookingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };
  const deps: BookingAdminDeps = { db: context.db, clock: context.clock, nearRadiusKm: context.config.nearRadiusKm };

  app.get(
    '/bookings',
    { ...admin, schema: { querystring: lineStatusSchema, response: ok(envelope(z.array(adminBookingLineWire))) } },
    async (request) => ({ status: 200, data: await listBookingLines(deps, request.query) }),
  );

  app.get(
    '/bookings/lines/:id/partners',
    { ...admin, schema: { params: lineParams, response: ok(envelope(z.array(eligiblePartnerWire))) } },
    async (request) => ({ status: 200, data: await eligiblePartners(deps, request.params.id) }),
  );

  app.post(
    '/bookings/lines/:id/allocate',
    { ...admin, schema: { params: lineParams, body: allocationSchema, response: ok(messageReply) } },
    async (request) => {
      await allocateLine(deps, request.params.id, request.body);
      return { status: 200, message: bookingAdminMessages.allocated };
    },
  );

  // Cancelling and approving read no body: whatever is sent is dropped.
  app.post(
    '/bookings/lines/:id/cancel',
    { ...admin, schema: { params: lineParams, body: emptyBody, response: ok(messageEnvelope(lineCancelledWire)) } },
    async (request) => ({
      status: 200,
      message: bookingAdminMessages.cancelled,
      data: { refund_amount: await cancelLine(deps, request.params.id) },
    }),
  );

  app.post(
    '/bookings/lines/:id/approve',
    { ...admin, schema: { params: lineParams, body: emptyBody, response: ok(messageReply) } },
    async (request) => {
      await approveLine(deps, request.params.id);
      return { status: 200, message: bookingAdminMessages.approved };
    },
  );
};
