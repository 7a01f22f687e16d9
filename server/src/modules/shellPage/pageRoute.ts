/**
 * Which remote page the shell will render for a path (docs/architecture.md §3): the same route
 * table, matched as react-router matches it, and the same home and access rules the shell's
 * guard applies, so the server only preloads a page the browser will really show.
 */
import type { ReleasedRoute, RemoteId, RouteAccess } from '@servenear/shared/routes';
import { routeEntryFor } from '@servenear/shared/page-heads';

export interface PageAccount {
  role: 'user' | 'employee' | 'admin';
  isVerified: boolean;
}

export interface RemotePage {
  remote: RemoteId;
  /** The route pattern, as in the table ('/pages/:slug'). */
  route: string;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The shell guard's rule (customer §6, partner §6): whether the page shows rather than redirects. */
function allows(access: RouteAccess, account: PageAccount | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'otp':
      return account !== null && !account.isVerified;
    case 'verified':
      return account !== null && account.isVerified;
    case 'user':
    case 'employee':
      return account?.role === access;
    case 'ops':
      return account?.role === 'admin';
  }
}

/** '/' is the landing page for a visitor and the role's home for a signed-in account. */
export function homeRoute(account: PageAccount | null): string | null {
  if (account?.role === 'employee') return '/employee-home';
  if (account?.role === 'user' && account.isVerified) return '/user-home';
  return null;
}

/** The remote page shown at this path to this account, or null for a page of the shell's own (or a redirect). */
export function remotePageFor(pathname: string, account: PageAccount | null, released: readonly ReleasedRoute[] = []): RemotePage | null {
  const path = segmentsOf(pathname).length === 0 ? homeRoute(account) : pathname;
  if (path === null) return null;
  const entry = routeEntryFor(path, released);
  if (!entry || entry.owner === 'shell' || !entry.built || !allows(entry.access, account)) return null;
  return { remote: entry.owner, route: entry.path };
}
