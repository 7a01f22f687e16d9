import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerTaxInvoicesEndpoint, invoiceMessages, partnerTaxInvoicesEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { errorResponses } from '../../http/replies';
import { HttpError } from '../../lib/httpError';
import { currentAccount, requireRole } from '../../plugins/auth';
import { inLanguage } from '../../plugins/language';
import { requireOps } from '../../plugins/opsGuard';
import { renderInvoicePdf } from './invoicePdf';
import { customerInvoices, invoiceFor, partnerInvoices, type InvoiceAudience } from './repository';

/** An invoice number as rule 46 allows ours: SN, the year, the series, 7 digits. */
const numberParams = z.object({ number: z.string().max(16).regex(/^SN\d{4}[A-Z]\d{7}$/, invoiceMessages.notFound) });
export const pdfResponse = {
  200: { description: 'The document, as a PDF download.', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
  ...errorResponses,
};

/** Sends a PDF download: never cached by a shared cache, named after what it is. */
export function sendPdf(reply: import('fastify').FastifyReply, fileName: string, bytes: Uint8Array) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));
}

/** GET <audience>/tax-invoices/:number/pdf for one role: its recipient's own invoices only (ops with finance: any). */
function addInvoicePdfRoute(app: Parameters<FastifyPluginAsyncZod<AppContext>>[0], context: AppContext, audience: InvoiceAudience): void {
  const guard = audience === 'admin' ? requireOps('invoices.read') : requireRole(audience);
  app.get('/tax-invoices/:number/pdf', { preValidation: guard, schema: { params: numberParams, response: pdfResponse } }, async (request, reply) => {
    const invoice = await invoiceFor(context.db, request.params.number, { audience, userId: currentAccount(request).userId });
    if (!invoice) throw new HttpError(404, {}, invoiceMessages.notFound);
    // In the language of the customer or partner who downloads it (issue 41); the ops console is English.
    const render = () => renderInvoicePdf(invoice, context.config.money.invoicing);
    return sendPdf(reply, `${invoice.number}.pdf`, await (audience === 'admin' ? inLanguage('en', render) : render()));
  });
}

/** The customer's tax invoices (issue 38), under /api/user. */
export const customerInvoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  routeOf(app, customerTaxInvoicesEndpoint, { preValidation: requireRole('user') }, async (request) => ({
    status: 200,
    data: await customerInvoices(context.db, currentAccount(request).userId, request.query.booking_id),
  }));
  addInvoicePdfRoute(app, context, 'user');
};

/** The partner's commission invoices (issue 38), under /api/employee. */
export const partnerInvoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  routeOf(app, partnerTaxInvoicesEndpoint, { preValidation: requireRole('employee') }, async (request) => ({
    status: 200,
    data: await partnerInvoices(context.db, currentAccount(request).userId, request.query.month),
  }));
  addInvoicePdfRoute(app, context, 'employee');
};

/** Any invoice's PDF for ops (issue 38), under /api/admin. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  addInvoicePdfRoute(app, context, 'admin');
};
