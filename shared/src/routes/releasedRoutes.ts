/**
 * Routes a remote's release claims (docs/architecture.md §3, decision 0058). The route table
 * (routeTable.ts) is compiled into the shell; a remote that joins later (the ops console, a new
 * team's) ships the routes it owns in its build as `routes.json`, and the server hands the claims
 * of the live releases to the shell with each page. So a remote is added, released and rolled
 * back without rebuilding the shell.
 */
import type { RouteAccess, RouteEntry } from './routeTable';

/** What one route of a release says about itself (`routes.json`: `{ "routes": [...] }`). */
export interface RouteClaim {
  /** A react-router pattern; a trailing `/*` owns everything under it ('/ops/*'). */
  path: string;
  access: RouteAccess;
  /** The page's name in the tab's title ('Partner verification' → 'Partner verification · ServeNear'). */
  title: string;
  /** Where a visitor without the right session goes to sign in (access 'ops'). */
  signIn?: string;
  /** The page draws its own header and menus: the shell leaves the whole page to the remote. */
  ownChrome?: boolean;
}

/** A claimed route of a live release, as the server hands it to the shell. */
export interface ReleasedRoute extends RouteClaim {
  /** The remote whose release claims it ('remote-ops'). */
  remote: string;
}

/** A remote's name: the registry key, its folder and its workspace ('remote-ops'). */
export const REMOTE_NAME_PATTERN = /^remote-[a-z][a-z0-9-]{0,38}$/;

/** The id of the JSON data element in which the server inlines the live releases' route claims. */
export const RELEASED_ROUTES_ELEMENT_ID = 'sn-released-routes';

/**
 * The released routes of the page's data element. The server wrote them from claims it checked
 * (route-claims.ts); this only keeps the shell from tripping on a page that is not ours: every
 * byte here is on every first visit.
 */
export function releasedRoutesIn(value: unknown): ReleasedRoute[] {
  if (!Array.isArray(value)) return [];
  return value.filter((route: Partial<ReleasedRoute> | null) => typeof route?.path === 'string' && typeof route.remote === 'string' && REMOTE_NAME_PATTERN.test(route.remote));
}

/** A released route as an entry of the table, owned by its remote. */
export function releasedEntry(route: ReleasedRoute): RouteEntry {
  return { path: route.path, owner: route.remote, access: route.access, built: true };
}
