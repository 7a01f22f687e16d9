import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/httpError';
import type { AppContext } from '../../context';
import { currentAccount, requireRole } from '../../plugins/auth';
import { feedbackReplyMessages, sendFeedback } from './feedback';
import { approveLine, cancelLine, lineActionMessages } from './lineActions';
import { activeBookings, bookingDetail, cancelledList, completedList, taskStatus } from './lists';
import { bookingMessages, createCartBooking, createSingleBooking } from './service';

/** The customer's booking calls (customer §7 'Bookings'), mounted under /api/user. */
export async function bookingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const customer = { preHandler: requireRole('user') };
  // A booking goes to a real person at a real address: only a customer whose mobile number is
  // confirmed may make one (the site sends an unverified one to /otp-verification anyway).
  const verifiedCustomer = {
    preHandler: [
      requireRole('user'),
      async (request: FastifyRequest) => {
        if (!currentAccount(request).isVerified) throw new HttpError(403, {}, bookingMessages.unverified);
      },
    ],
  };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;
  const keyOf = (request: FastifyRequest) => request.headers['idempotency-key'];

  app.post('/createbooking', verifiedCustomer, async (request) => ({
    status: 200,
    message: bookingMessages.booked,
    data: { id: await createCartBooking(context, ownId(request), keyOf(request), request.body) },
  }));

  app.post('/book/singleservice', verifiedCustomer, async (request) => ({
    status: 200,
    message: bookingMessages.booked,
    data: { id: await createSingleBooking(context, ownId(request), keyOf(request), request.body) },
  }));

  app.get('/getbookings', customer, async (request) => ({ status: 200, data: await activeBookings(context, ownId(request)) }));

  app.get<{ Params: { id: string } }>('/getbooking/:id', customer, async (request) => ({
    status: 200,
    data: await bookingDetail(context, ownId(request), request.params.id),
  }));

  app.get('/completedbookings', customer, async (request) => ({ status: 200, data: await completedList(context, ownId(request)) }));

  app.get('/canceledbookings', customer, async (request) => ({ status: 200, data: await cancelledList(context, ownId(request)) }));

  app.post('/cancelbooking', customer, async (request) => {
    await cancelLine(context, ownId(request), request.body);
    return { status: 200, message: lineActionMessages.cancelled };
  });

  app.post('/service/statusupdate', customer, async (request) => {
    await approveLine(context, ownId(request), request.body);
    return { status: 200, message: lineActionMessages.approved };
  });

  app.post('/service/feedback', customer, async (request) => {
    await sendFeedback(context, currentAccount(request), request.body);
    return { status: 200, message: feedbackReplyMessages.thanks };
  });

  app.get('/task-status', customer, async (request) => ({ status: 200, data: await taskStatus(context, ownId(request)) }));
}
