import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentAccount, requireRole } from '../../plugins/auth';
import { assertVerifiedPartner, cancelJob, cancelledJobs, completedJobs, completeJob, jobMessages, lineIdOf, openJobs } from './service';
import { issueStartCode, verifyStartCode } from './startCodes';

/** New start codes per partner and line in an hour: enough for an SMS that went astray, too few to spam a customer. */
export const START_CODES_PER_HOUR = 5;

/**
 * The limit is per partner and line, the line as a number: "01", " 1" and "1 " name line 1
 * and share its allowance. Runs after `knownLine`, so the id is always a valid one here.
 */
function lineKey(request: FastifyRequest): string {
  return `start-code|${request.account?.userId ?? ''}|${lineIdOf(request.body)}`;
}

/** An id that names no line (not a positive int4) is refused before it is counted or looked up. */
async function knownLine(request: FastifyRequest): Promise<void> {
  lineIdOf(request.body);
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
      preHandler: [requireRole('employee'), knownLine],
      config: {
        // Counted after the role and id checks, per partner and line, in the store every
        // instance shares. Guesses are bounded in the database too (START_CODE_WRONG_GUESS_CAP),
        // whatever this allows while the store is unreachable.
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
      const { expiresAt } = await issueStartCode(context, worker(request), request.body, request.log);
      return { status: 200, message: jobMessages.codeSent, data: { otp_sent: true, expires_at: expiresAt.toISOString() } };
    },
  );

  app.post('/verify/otp', employee, async (request) => {
    await verifyStartCode(context, worker(request), request.body, request.log);
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
