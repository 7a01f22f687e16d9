import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { opsMay, type OpsPermission } from '@servenear/shared/ops-roles';
import type { AppContext } from '../context';
import { actionOf, auditRow, detailsOf, reasonOf } from '../modules/ops/audit';
import { insertAudit } from '../modules/ops/auditRepository';
import type { OpsMember } from '../modules/ops/repository';
import { notAllowed, SAFE_METHODS, signedInAccount, type GuardOptions } from './auth';

/** What the audit hook writes for this request: set by the guard, added to by the handler. */
interface OpsAuditNote {
  member: OpsMember;
  /** The handler's word where the path cannot tell (a created member's id), else from the path (audit.ts, actionOf). */
  action?: string;
  subject?: string | null;
  /** Before/after and the like, merged into the row's details. */
  details: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyRequest {
    opsAudit: OpsAuditNote | null;
  }
}

/** An active member, with the permission when one is named (shared/src/domain/opsRoles.ts). */
function activeMember(request: FastifyRequest, permission: OpsPermission | undefined): OpsMember {
  const member = request.opsMember;
  if (!member || member.disabledAt || (permission && !opsMay(member.roles, permission))) throw notAllowed();
  return member;
}

/**
 * Issue 39: the guard of every ops route, beside requireRole: a live admin session (401), no
 * cross-site cookie write (403), then an ops member who is not disabled and whose roles allow
 * `permission` (403; role admin passes everything; no permission: any active member). The
 * member was read with the session (plugins/auth.ts), so a change of roles holds at once.
 */
export function requireOps(permission?: OpsPermission, options: GuardOptions = {}): preValidationAsyncHookHandler {
  return async (request) => {
    if (signedInAccount(request, options).role !== 'admin') throw notAllowed();
    request.opsAudit = { member: activeMember(request, permission), details: {} };
  };
}

/** A route's options with the ops guard: `routeOf(app, endpoint, opsOnly('partners.verify'), …)`. */
export const opsOnly = (permission?: OpsPermission) => ({ preValidation: requireOps(permission) });

/** A second permission a route needs only for some bodies (a dispute's refund), checked in its handler. */
export function assertOpsMay(request: FastifyRequest, permission: OpsPermission): void {
  activeMember(request, permission);
}

/** The member a guarded handler acts as. */
export function currentOps(request: FastifyRequest): OpsMember {
  if (!request.opsAudit) throw notAllowed();
  return request.opsAudit.member;
}

/** What a handler knows that the path does not: the subject it created, before/after. */
export function auditNote(request: FastifyRequest, note: { action?: string; subject?: string; details?: Record<string, unknown> }): void {
  const audit = request.opsAudit;
  if (!audit) return;
  if (note.action) audit.action = note.action;
  if (note.subject) audit.subject = note.subject;
  Object.assign(audit.details, note.details);
}

/** Marks a request the guard did not see (the sign-in's code step) for the audit, as `member`. */
export function auditAs(request: FastifyRequest, member: OpsMember, note: { action: string; subject: string }): void {
  request.opsAudit = { member, ...note, details: {} };
}

/**
 * One row of ops_audit per state-changing ops request that succeeded, from this one hook. onSend,
 * not onResponse: the row is written before the answer leaves, so whoever sees the success can
 * find it. The change is committed by then: a row that cannot be written is logged in full
 * rather than turning the success into an error that would be retried.
 */
export function registerOpsAudit(api: FastifyInstance, context: AppContext): void {
  api.decorateRequest('opsAudit', null);
  api.addHook('onSend', async (request, reply, payload) => {
    const note = request.opsAudit;
    if (!note || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const derived = actionOf(request.routeOptions.url ?? request.url, request.method, params);
    const row = auditRow(
      { id: note.member.userId, label: note.member.name },
      {
        at: context.clock(),
        action: note.action ?? derived.action,
        subject: note.subject !== undefined ? note.subject : derived.subject,
        reason: reasonOf(request.body),
        details: detailsOf(params, request.body, note.details),
        status: reply.statusCode,
      },
    );
    try {
      await insertAudit(context.db, row);
    } catch (error) {
      request.log.error({ err: error, audit: row }, 'ops audit row not written');
    }
    return payload;
  });
}
