// In the page-heads area, not the routes area every first visit loads: the browser matches paths
// with its router, and needs this only for a page's head after a move.
import { routeTable, type RouteEntry } from '@servenear/shared/routes';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** react-router's rule: case-insensitive, ':name' is any one segment, a trailing slash ignored. */
function matches(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === given[index]?.toLowerCase());
}

/** The table's entry for a path ('/pages/about-us' → '/pages/:slug'); exact patterns first, as react-router ranks them. */
export function routeEntryFor(pathname: string): RouteEntry | undefined {
  const candidates = routeTable.filter((entry) => matches(entry.path, pathname));
  return candidates.find((entry) => !entry.path.includes(':')) ?? candidates[0];
}
