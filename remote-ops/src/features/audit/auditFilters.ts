import { auditFilterNames, type OpsAuditFilters } from '@servenear/shared/ops-api';

type FilterName = (typeof auditFilterNames)[number];

/**
 * The audit log's filters as the address holds them: each as typed (the server checks them, and
 * says what is wrong), the page a whole number from 1. Nothing set: the newest rows of all.
 */
export function filtersFrom(params: URLSearchParams): OpsAuditFilters {
  const filters: OpsAuditFilters = {};
  for (const name of auditFilterNames) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

/** The address's query for these filters: empty ones and page 1 left out, so links stay short. */
export function paramsOf(filters: OpsAuditFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of auditFilterNames) {
    const value = filters[name];
    if (value) params[name] = value;
  }
  if (filters.page && filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The form's values as filters, from its first page. */
export function filtersOfForm(form: HTMLFormElement): OpsAuditFilters {
  const data = new FormData(form);
  const filters: OpsAuditFilters = {};
  for (const name of auditFilterNames) {
    const value = data.get(name);
    if (typeof value === 'string' && value.trim()) filters[name as FilterName] = value.trim();
  }
  return filters;
}

/** The actions the log names, offered as the action field's suggestions (any other may be typed). */
export const knownActions = [
  'sign-in',
  'partner.verify',
  'partner.reject',
  'partner.suspend',
  'partner.reinstate',
  'partner.bank.verify',
  'partner-service.approve',
  'partner-service.reject',
  'ops-member.create',
  'ops-member.update',
  'booking-line.allocate',
  'booking-line.cancel',
  'booking-line.approve',
  'enquiry.answer',
  'enquiry.reject',
  'enquiry.allocate',
] as const;
