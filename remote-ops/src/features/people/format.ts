import type { OpsRole } from '@servenear/shared/ops-roles';

/** '9000000001' → '••••••0001': as the console's sign-in shows a number (admin/login's mobile_hint). */
export function maskedMobile(mobile: string | null): string {
  if (!mobile) return '—';
  return `${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}

/** Each role as the console names it, and what it opens (shared/src/domain/opsRoles.ts). */
export const roleTexts: Record<OpsRole, { label: string; covers: string }> = {
  admin: { label: 'Admin', covers: 'everything, and managing ops people' },
  support: { label: 'Support', covers: 'bookings, enquiries, disputes, reports, content pages' },
  verification: { label: 'Verification', covers: 'partners’ verification, KYC, bank checks, suspension, service approvals' },
  finance: { label: 'Finance', covers: 'refunds, payouts, the ledger, reconciliation, invoices' },
  releases: { label: 'Releases', covers: 'the remotes’ health and releases' },
};

export const rolesLabel = (roles: readonly OpsRole[]): string => roles.map((role) => roleTexts[role].label).join(', ');
