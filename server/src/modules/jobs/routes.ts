import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentAccount, requireRole } from '../../plugins/auth';
import { assertVerifiedPartner, cancelJob, cancelledJobs, completedJobs, completeJob, jobMessages, openJobs } from './service';
import { issueStartCode, verifyStartCode } from './startCodes';

/** New start codes per partner and line in an hour: enough for an SMS that went astray, too few to spam a customer. */
export const START_CODES_PER_HOUR = 5;

function lineKey(request: FastifyRequest): string {
  const bookingId = (request.body as { bookingId?: unknown } | null | undefined)?.bookingId;
  return `start-code|${request.account?.userId ?? ''}|${String(bookingId ?? '').slice(0, 12)}`;
}

/** Partner job calls (partner §7 bookings), mounted under /api/employee. */
export async function jobRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const employee = { preHandler: requireRole('employee') };
  const ownId = (request: FastifyRequest) => currentAccount(request).userId;
  // Lists stay open to a partner waiting for verification (the home page shows an empty list);
  // acting on a booking needs a verified partner.
  const worker = (request: FastifyRequest) => assertVerifiedPartner(currentAccount(request));

  app.get('/yourbookings', employee, async (request) => ({ status: 200, data: await openJobs(context, ownId(request)) }));
  app.get('/completedbookings', employee, async (request) => ({ status: 200, data: await completedJobs(context, ownId(request)) }));
  app.get('/canceledbooking', employee, async (request) => ({ status: 200, data: await cancelledJobs(context, ownId(request)) }));

  app.post(
    '/generate/otp',
    {
      ...employee,
      config: {
        // Counted after the role check, per partner and line. In memory: with several
        // instances each keeps its own count, which still bounds the texts a customer gets.
        rateLimit: {
          max: START_CODES_PER_HOUR,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: lineKey,
          errorResponseBuilder: () => ({ statusCode: 429, message: jobMessages.tooManyCodes }),
        },
      },
    },
    async (request) => {
      const { expiresAt } = await issueStartCode(context, worker(request), request.body);
      return { status: 200, message: jobMessages.codeSent, data: { otp_sent: true, expires_at: expiresAt.toISOString() } };
    },
  );

  app.post('/verify/otp', employee, async (request) => {
    await verifyStartCode(context, worker(request), request.body);
    return { status: 200, message: jobMessages.verified };
  });

  app.post('/booking/status', employee, async (request) => {
    await completeJob(context, worker(request), request.body);
    return { status: 200, message: jobMessages.completed };
  });

  app.post('/cancel/booking', employee, async (request) => {
    await cancelJob(context, worker(request), request.body);
    return { status: 200, message: jobMessages.cancelled };
  });
}
