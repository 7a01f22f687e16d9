/**
 * What checks and writes route claims (decision 0058): the server reading a release's routes.json,
 * the build writing it and the shell's shell-routing.json, the publish gate. Its own subpath
 * (`@servenear/shared/route-claims`), never in a browser bundle: the shell only reads the claims
 * the server inlined (releasedRoutes.ts).
 */
import type { RouteAccess } from './routeTable';
import type { RouteClaim } from './releasedRoutes';

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

