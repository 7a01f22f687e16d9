import type { OpsPermission } from '@servenear/shared/ops-roles';

export interface ConsoleSection {
  /** Its address; the console's own routes (src/app/ConsolePage.tsx) are relative to /ops. */
  to: string;
  label: string;
  /** What a person needs to open it (a list: any one of them); null: every ops person. */
  permission: OpsPermission | readonly OpsPermission[] | null;
}

/**
 * The console's sections, in the navigation's order: only sections that exist are listed, and
 * each person sees those their roles allow (the permission map the server's guard reads too).
 */
export const consoleSections = {
  overview: { to: '/ops', label: 'Overview', permission: null },
  bookings: { to: '/ops/bookings', label: 'Bookings', permission: 'bookings.read' },
  enquiries: { to: '/ops/enquiries', label: 'Enquiries', permission: 'enquiries.read' },
  partners: { to: '/ops/partners', label: 'Partners', permission: 'partners.read' },
  services: { to: '/ops/services', label: 'Services', permission: 'partner-services.decide' },
  queries: { to: '/ops/queries', label: 'Queries', permission: 'reports.manage' },
  disputes: { to: '/ops/disputes', label: 'Disputes', permission: 'disputes.read' },
  money: { to: '/ops/money', label: 'Money', permission: ['refunds.manage', 'payouts.manage'] },
  pages: { to: '/ops/pages', label: 'Content pages', permission: 'pages.manage' },
  releases: { to: '/ops/releases', label: 'Releases', permission: 'releases.read' },
  people: { to: '/ops/people', label: 'People', permission: 'ops-members.manage' },
  audit: { to: '/ops/audit', label: 'Audit log', permission: 'audit.read' },
} as const satisfies Record<string, ConsoleSection>;

export const sectionList: readonly ConsoleSection[] = Object.values(consoleSections);
