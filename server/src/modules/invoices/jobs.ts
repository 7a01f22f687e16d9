import type { JobHandler } from '../jobs/queue';
import { issueInvoices, type InvoiceIssuerDeps } from './issue';

/** The 'invoices' queue's handler: one settlement's tax invoices (issue.ts); a throw is retried. */
export function invoiceJobHandler(deps: InvoiceIssuerDeps): JobHandler {
  return (data) => issueInvoices(deps, (data as { settlementKey: string }).settlementKey);
}
