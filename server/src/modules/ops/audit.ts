import type { OpsAuditQuery, OpsAuditRowWire } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import { indianMidnight } from '../../lib/clock';
import { searchAudit, type AuditRow, type NewAuditRow } from './auditRepository';

/*
 * Issue 39: what goes into the ops audit log, and how it is read. Rows are written in one place
 * per way in: the API's onSend hook (plugins/opsGuard.ts) for every state-changing ops request
 * that succeeded, and the CLI's dispatcher for its commands on the database (cli/cliAudit.ts).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Keys whose values never reach the log: passwords, codes, challenges, tokens, secrets. */
const SECRET_KEY = /password|secret|token|challenge|signature|^code$|^otp$/i;

/**
 * A copy with every secret's value replaced, at any depth; a lone surrogate becomes U+FFFD, as
 * jsonb refuses one that the JSON of a string may carry.
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(inner)]));
}

/** What the kind of thing a path's `:id` names is called in `subject` and `action`. */
const subjectKinds: Record<string, string> = {
  partners: 'partner',
  lines: 'booking-line',
  enquiries: 'enquiry',
  'partner-services': 'partner-service',
  disputes: 'dispute',
  refunds: 'refund',
  batches: 'payout-batch',
  'ops-members': 'ops-member',
  reports: 'report',
  releases: 'release',
};

const methodVerbs: Record<string, string> = { POST: 'create', PUT: 'replace', PATCH: 'update', DELETE: 'delete' };

/**
 * The action and subject of an ops route, from its path: 'admin/partners/:id/verify' is
 * partner.verify on partner:12, 'admin/bookings/lines/:id/cancel' booking-line.cancel,
 * 'admin/payouts/propose' payouts.propose, POST 'admin/ops-members' ops-member.create. So a new
 * ops route is audited under a sensible name without a table to keep.
 */
export function actionOf(routeUrl: string, method: string, params: Record<string, unknown>): { action: string; subject: string | null } {
  const segments = routeUrl.replace(/^\/api\/(admin\/)?/, '').split('/');
  const idAt = segments.findIndex((segment) => segment.startsWith(':'));
  if (idAt === -1) {
    const last = segments.at(-1)!;
    const kind = subjectKinds[last];
    return { action: kind ? `${kind}.${methodVerbs[method] ?? method.toLowerCase()}` : segments.join('.'), subject: null };
  }
  const collection = segments[idAt - 1] ?? 'item';
  const kind = subjectKinds[collection] ?? collection;
  const verb = segments.slice(idAt + 1).join('.') || (methodVerbs[method] ?? method.toLowerCase());
  return { action: `${kind}.${verb}`, subject: `${kind}:${String(params[segments[idAt]!.slice(1)])}` };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The params and body worth keeping (secrets removed), and what the handler added (before/after). */
export function detailsOf(params: unknown, body: unknown, extra: Record<string, unknown>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  if (isRecord(params) && Object.keys(params).length > 0) details.params = redact(params);
  if (isRecord(body) && Object.keys(body).length > 0) details.body = redact(body);
  return { ...details, ...(redact(extra) as Record<string, unknown>) };
}

/** A body's `reason`, when it gives one: the column ops search by. */
export const reasonOf = (body: unknown): string | null => (isRecord(body) && typeof body.reason === 'string' ? body.reason : null);

/** Who acted: a member by id and name, or the CLI on the database by user@host. */
export type AuditActor = { id: number; label: string } | { id: null; label: `cli:${string}` };

export function auditRow(actor: AuditActor, entry: Omit<NewAuditRow, 'actorId' | 'actorLabel'>): NewAuditRow {
  return { ...entry, actorId: actor.id, actorLabel: actor.label.slice(0, 200) };
}

const rowWire = (row: AuditRow): OpsAuditRowWire => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_label: row.actorLabel,
  action: row.action,
  subject: row.subject,
  reason: row.reason,
  details: row.details,
  status: row.status,
});

/** GET admin/audit: one page, newest first; `from` and `to` are whole Indian days, both included. */
export async function auditPage(db: Database, query: OpsAuditQuery) {
  const { rows, total } = await searchAudit(
    db,
    {
      actorId: query.actor,
      action: query.action || undefined,
      subject: query.subject || undefined,
      text: query.q || undefined,
      from: query.from ? indianMidnight(query.from) : undefined,
      until: query.to ? indianMidnight(query.to, 1) : undefined,
    },
    { offset: (query.page - 1) * query.per_page, limit: query.per_page },
  );
  return { status: 200, data: rows.map(rowWire), total, page: query.page, per_page: query.per_page };
}
