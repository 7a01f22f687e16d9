import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { earningInvoiceWire, earningsWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { envelope, idParams, ok } from '../../../http/replies';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { earningInvoice, partnerEarnings } from './service';

/** A calendar month as YYYY-MM (months 01 to 12). */
export const earningsQuerySchema = z.object({
  month: z
    .string()
    .max(7)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month as YYYY-MM.' })
    .optional()
    .describe('Only the lines completed in this month, India time (YYYY-MM). Every month when absent.'),
});

/** The partner's earnings (partner §7 `earning-data`) and one line's invoice (ours), mounted under /api/employee. */
export const partnerEarningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };

  app.get(
    '/earning-data',
    {
      ...partnerOnly,
      schema: {
        summary: "The signed-in partner's completed lines, with their totals",
        description:
          'Every line of this partner with status completed, approved or not (completed_status), newest completion first, ' +
          'optionally of one month (India time). totals.paid_amount counts only lines whose booking is paid.',
        querystring: earningsQuerySchema,
        response: ok(envelope(earningsWire)),
      },
    },
    async (request) => ({ status: 200, data: await partnerEarnings(context, currentAccount(request).userId, request.query.month) }),
  );

  app.get(
    '/earning-data/:lineId',
    {
      ...partnerOnly,
      schema: {
        summary: 'The invoice of one of the partner’s completed lines (ours)',
        description: 'What the printable invoice shows. 404 for a line that is not this partner’s or not completed.',
        params: idParams('lineId'),
        response: ok(envelope(earningInvoiceWire)),
      },
    },
    async (request) => ({ status: 200, data: await earningInvoice(context, currentAccount(request).userId, request.params.lineId) }),
  );
};
