/**
 * Issue 39: ops people and what each may do. The server's guard (`requireOps`) and the ops
 * console (to hide what a person may not do) read this one map, so they cannot disagree.
 * Plain data, no zod: the wire schemas (../wire/ops.ts) build their enum from `opsRoles`.
 */

/**
 * - support: bookings (search, history, allocation, re-assignment, cancellation), enquiries and
 *   moves, disputes, Report & Queries, content pages;
 * - verification: partner verification, KYC, bank checks, suspension and reinstatement, service
 *   approvals, arrival requests;
 * - finance: refunds, payouts, the ledger, reconciliation, tax invoices, a dispute's money;
 * - releases: the remotes' health (and the releases panel);
 * - admin: everything, and managing ops members.
 */
export type OpsRole = 'admin' | 'support' | 'verification' | 'finance' | 'releases';
export const opsRoles: readonly [OpsRole, ...OpsRole[]] = ['admin', 'support', 'verification', 'finance', 'releases'];

/**
 * Each permission and the roles, besides admin, that have it; an empty list is admin only. The
 * database's CHECK on ops_members.roles lists the same names (migration 0030).
 */
export const opsPermissions = {
  'bookings.read': ['support'],
  'bookings.allocate': ['support'],
  'bookings.cancel': ['support'],
  'bookings.approve': ['support'],
  'enquiries.read': ['support'],
  /** Answer, reject, allocate a mover. */
  'enquiries.decide': ['support'],
  'disputes.read': ['support', 'finance'],
  /** A redo; a refund needs disputes.refund as well. */
  'disputes.resolve': ['support', 'finance'],
  'disputes.refund': ['finance'],
  /** Report & Queries: read, answer (texted to the reporter), close (admin/reports…). */
  'reports.manage': ['support'],
  /** Content pages: edit with a preview, restore a version (admin/pages…). */
  'pages.manage': ['support'],
  /** The partner lists and one partner with his ID proofs (support looks a partner up too). */
  'partners.read': ['verification', 'support'],
  'partners.verify': ['verification'],
  /** Date of birth, address and bank details; finance checks them for payouts. */
  'partners.kyc': ['verification', 'finance'],
  'partners.bank-verify': ['verification'],
  /** Suspend and reinstate. */
  'partners.suspend': ['verification'],
  'partner-services.decide': ['verification'],
  'arrival-requests.read': ['verification'],
  'refunds.manage': ['finance'],
  'payouts.manage': ['finance'],
  'ledger.read': ['finance'],
  'reconciliation.manage': ['finance'],
  'invoices.read': ['finance'],
  'remotes.health': ['releases'],
  /** The releases panel: live versions, canaries, their figures and the release audit. */
  'releases.read': ['releases'],
  /** Start a canary of a staged build, change its share, promote it, roll back. */
  'releases.manage': ['releases'],
  'ops-members.manage': [],
  'audit.read': [],
} as const satisfies Record<string, readonly Exclude<OpsRole, 'admin'>[]>;

export type OpsPermission = keyof typeof opsPermissions;

/** Whether a person with these roles may do this: admin may do everything. */
export function opsMay(roles: readonly OpsRole[], permission: OpsPermission): boolean {
  if (roles.includes('admin')) return true;
  const allowed: readonly OpsRole[] = opsPermissions[permission];
  return roles.some((role) => allowed.includes(role));
}
