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

/** The id of the JSON data element in which the server inlines the live releases' route claims. */
export const RELEASED_ROUTES_ELEMENT_ID = 'sn-released-routes';

/** The file in a remote's build (and so in its release folder) holding its claims. */
export const ROUTE_CLAIMS_FILE = 'routes.json';

/** The shell build's statement of what it can route at run time, read by the publish gate. */
export const SHELL_ROUTING_FILE = 'shell-routing.json';

export interface ShellRouting {
  /** The shell routes the claims of live releases. */
  releasedRoutes: true;
  /** The access rules its guard enforces: a claim with another cannot be served by it. */
  accessKinds: string[];
}

/** A remote's name: the registry key, its folder and its workspace ('remote-ops'). */
export const REMOTE_NAME_PATTERN = /^remote-[a-z][a-z0-9-]{0,38}$/;

/** Access rules a shell built from this code can enforce; a release using another is refused. */
export const routeAccessKinds: readonly RouteAccess[] = ['public', 'verified', 'user', 'employee', 'otp', 'ops'];

const PATH_PATTERN = /^\/[A-Za-z0-9\-_/:]*(\/\*)?$/;

const isClaim = (value: unknown): value is RouteClaim => {
  const claim = value as Partial<RouteClaim> | null;
  return (
    typeof claim === 'object' &&
    claim !== null &&
    typeof claim.path === 'string' &&
    PATH_PATTERN.test(claim.path) &&
    claim.path.length <= 120 &&
    typeof claim.access === 'string' &&
    routeAccessKinds.includes(claim.access) &&
    typeof claim.title === 'string' &&
    claim.title.length > 0 &&
    claim.title.length <= 80 &&
    (claim.signIn === undefined || (typeof claim.signIn === 'string' && PATH_PATTERN.test(claim.signIn))) &&
    (claim.ownChrome === undefined || typeof claim.ownChrome === 'boolean')
  );
};

/** The well-formed claims of a parsed `routes.json` (or of the page's data element); the rest are dropped. */
export function routeClaimsIn(value: unknown): RouteClaim[] {
  const routes = (value as { routes?: unknown } | null)?.routes;
  return Array.isArray(routes) ? routes.filter(isClaim) : [];
}

/** The well-formed released routes of the page's data element. */
export function releasedRoutesIn(value: unknown): ReleasedRoute[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (route): route is ReleasedRoute => isClaim(route) && typeof (route as ReleasedRoute).remote === 'string' && REMOTE_NAME_PATTERN.test((route as ReleasedRoute).remote),
  );
}

/** A released route as an entry of the table, owned by its remote. */
export function releasedEntry(route: ReleasedRoute): RouteEntry {
  return { path: route.path, owner: route.remote, access: route.access, built: true };
}
