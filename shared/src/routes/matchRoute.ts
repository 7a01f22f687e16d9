// In the page-heads area, not the routes area every first visit loads: the browser matches paths
// with its router, and needs this only for a page's head after a move.
import { releasedEntry, routeTable, type ReleasedRoute, type RouteEntry } from '@servenear/shared/routes';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** react-router's rule: case-insensitive, ':name' is any one segment, a trailing '/*' anything below (itself included), a trailing slash ignored. */
function matches(pattern: string, pathname: string): boolean {
  const splat = pattern.endsWith('/*');
  const wanted = segmentsOf(splat ? pattern.slice(0, -2) : pattern);
  const given = segmentsOf(pathname);
  if (splat ? given.length < wanted.length : wanted.length !== given.length) return false;
  return wanted.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === given[index]?.toLowerCase());
}

/** How react-router ranks patterns that match: static ones first, then those with params, then a splat. */
const rank = (pattern: string) => (pattern.endsWith('/*') ? 2 : pattern.includes(':') ? 1 : 0);

function best<T extends { path: string }>(candidates: T[]): T | undefined {
  return [...candidates].sort((a, b) => rank(a.path) - rank(b.path))[0];
}

/** The claim of a live release a path opens (decision 0058), when the table has none. */
export function releasedRouteFor(pathname: string, released: readonly ReleasedRoute[]): ReleasedRoute | undefined {
  return best(released.filter((route) => matches(route.path, pathname)));
}

/** The entry for a path ('/pages/about-us' → '/pages/:slug'): the table's first, then the live releases' claims. */
export function routeEntryFor(pathname: string, released: readonly ReleasedRoute[] = []): RouteEntry | undefined {
  const fromTable = best(routeTable.filter((entry) => matches(entry.path, pathname)));
  if (fromTable) return fromTable;
  const claim = releasedRouteFor(pathname, released);
  return claim && releasedEntry(claim);
}
