import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceMessages, partnerTaxSummaryEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { routeOf } from '../../http/endpointRoute';
import { HttpError } from '../../lib/httpError';
import { currentAccount, requireRole } from '../../plugins/auth';
import { pdfResponse, sendPdf } from '../invoices/routes';
import { financialYearLabelOf } from '../invoices/numbers';
import { indianMonthBounds } from '../partner/earnings/service';
import { movementsIn, owedBefore } from './partnerAccount';
import { renderStatementPdf } from './statementPdf';
import { monthName, partnerTaxSummary } from './taxSummary';
import { renderTaxSummaryPdf } from './taxSummaryPdf';

const yearPattern = /^\d{4}-\d{2}$/;
const summaryPdfPath = (year: string) => `/api/employee/tax-summary/${year}/pdf`;

async function partnerOf(context: AppContext, partnerId: number) {
  const [partner] = await context.db.select({ name: users.name, mobile: users.mobile }).from(users).where(eq(users.id, partnerId));
  return partner ?? { name: 'Partner', mobile: null };
}

/** A financial year as the partner chose it, checked to be one (2026-27, not 2026-29). */
function checkedYear(year: string | undefined, now: Date): string {
  if (year === undefined) return financialYearLabelOf(now);
  if (!yearPattern.test(year) || (Number(year.slice(0, 4)) + 1) % 100 !== Number(year.slice(5))) throw new HttpError(400, { year: [invoiceMessages.year] }, invoiceMessages.year);
  return year;
}

/** The partner's statements and tax summary (issue 38), under /api/employee. */
export const partnerStatementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };

  routeOf(app, partnerTaxSummaryEndpoint, partnerOnly, async (request) => {
    const year = checkedYear(request.query.year, context.clock());
    return { status: 200, data: { ...(await partnerTaxSummary(context.db, currentAccount(request).userId, year)), pdf_url: summaryPdfPath(year) } };
  });

  app.get(
    '/tax-summary/:year/pdf',
    { ...partnerOnly, schema: { params: z.object({ year: z.string().max(7).regex(yearPattern, invoiceMessages.year) }), response: pdfResponse } },
    async (request, reply) => {
      const partnerId = currentAccount(request).userId;
      const year = checkedYear(request.params.year, context.clock());
      const summary = await partnerTaxSummary(context.db, partnerId, year);
      return sendPdf(reply, `servenear-tax-summary-${year}.pdf`, await renderTaxSummaryPdf(summary, await partnerOf(context, partnerId), context.config.money.invoicing));
    },
  );

  app.get(
    '/statements/:month/pdf',
    { ...partnerOnly, schema: { params: z.object({ month: z.string().max(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, invoiceMessages.month) }), response: pdfResponse } },
    async (request, reply) => {
      const partnerId = currentAccount(request).userId;
      const { from, to } = indianMonthBounds(request.params.month);
      const [opening, movements, closing] = await Promise.all([owedBefore(context.db, partnerId, from), movementsIn(context.db, partnerId, from, to), owedBefore(context.db, partnerId, to)]);
      const statement = { monthName: monthName(request.params.month), partner: await partnerOf(context, partnerId), opening, movements, closing };
      return sendPdf(reply, `servenear-statement-${request.params.month}.pdf`, await renderStatementPdf(statement, context.config.money.invoicing));
    },
  );
};
