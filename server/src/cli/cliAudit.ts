import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { auditRow, redact, type AuditActor } from '../modules/ops/audit';
import { insertAudit } from '../modules/ops/auditRepository';
import { currentOperator } from '../modules/releases/audit';
import type { CommandName, ParsedCommand } from './adminCli';

/*
 * Issue 39: the CLI's commands on the database go into the ops audit log as the API's requests
 * do, written by the dispatcher (adminCli.ts, runCommand) after a command succeeds. Through the
 * API the server writes the row itself, with the member who signed in.
 */

/** The commands that change something, and what kind of thing their id names (the API's subject words). */
const changes: Partial<Record<CommandName, string | null>> = {
  'partners:verify': 'partner',
  'partners:reject': 'partner',
  'partners:suspend': 'partner',
  'partners:reinstate': 'partner',
  'partners:bank-verify': 'partner',
  'bookings:allocate': 'booking-line',
  'bookings:reassign': 'booking-line',
  'bookings:cancel': 'booking-line',
  'bookings:approve': 'booking-line',
  'services:approve': 'partner-service',
  'services:reject': 'partner-service',
  'enquiries:answer': 'enquiry',
  'enquiries:reject': 'enquiry',
  'enquiries:allocate': 'enquiry',
  'disputes:resolve': 'dispute',
  'refunds:retry': 'refund',
  'payouts:propose': null,
  'payouts:approve': 'payout-batch',
  reconcile: null,
  'ops:create': 'ops-member',
};

export interface CliAuditEntry {
  action: string;
  subject: string | null;
  reason: string | null;
  details: Record<string, unknown>;
}

/** The audit entry of a command, or null for one that only reads (reconcile without --apply included). */
export function cliAuditEntry(parsed: ParsedCommand, subject?: string): CliAuditEntry | null {
  const { command, apiUrl: _apiUrl, out: _out, ...options } = parsed;
  if (!Object.hasOwn(changes, command) || (command === 'reconcile' && !parsed.reconcile?.apply)) return null;
  const kind = changes[command];
  return {
    action: command,
    subject: subject ?? (kind && parsed.id !== undefined ? `${kind}:${parsed.id}` : null),
    reason: parsed.reason ?? null,
    details: Object.keys(options).length > 0 ? { options: redact(options) } : {},
  };
}

/** `cli:` and who ran it: SERVENEAR_OPERATOR, else user@host, as the releases' audit names them. */
export const cliActor = (env: NodeJS.ProcessEnv = process.env): AuditActor => ({ id: null, label: `cli:${currentOperator(env)}` });

/** Writes a CLI command's row; status 200, what the API answers for the same change. */
export async function recordCliAudit(deps: { db: Database; clock: Clock }, actor: AuditActor, entry: CliAuditEntry): Promise<void> {
  await insertAudit(deps.db, auditRow(actor, { at: deps.clock(), status: 200, ...entry }));
}
