import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdJobWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { envelope, idParams, ok } from '../../../http/replies';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { pdJobFor, pdJobsFor } from './service';

/** A partner's Pass Fast Express jobs (issue 15), mounted under /api/employee. */
export const partnerPdJobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };

  app.get(
    '/pdenquiry/list',
    {
      ...partnerOnly,
      schema: {
        summary: 'The Pass Fast Express requests ops allocated to the partner, newest allocation first',
        response: ok(envelope(z.array(pdJobWire))),
      },
    },
    async (request) => ({ status: 200, data: await pdJobsFor(context.db, currentAccount(request).userId) }),
  );

  app.get(
    '/pdenquiry/:id',
    {
      ...partnerOnly,
      schema: {
        summary: 'One Pass Fast Express request allocated to the partner',
        description: 'A request not allocated to the caller (another partner’s, or none) is a 404.',
        params: idParams('id'),
        response: ok(envelope(pdJobWire)),
      },
    },
    async (request) => ({ status: 200, data: await pdJobFor(context.db, currentAccount(request).userId, request.params.id) }),
  );
};
