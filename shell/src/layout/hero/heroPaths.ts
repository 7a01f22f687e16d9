import type { Session } from '@servenear/shared/host';

/** Where the hero banner sits under the header: the customer's discovery pages. */
const heroPaths = new Set(['/', '/user-home', '/list-of-services']);

/** Pages where the hero has no search box (customer §2: all but /user-home and /). */
const homePaths = new Set(['/', '/user-home']);

/** customer §2: the hero is shown to signed-in visitors; others get a different header.
 * Only a verified customer: '/' is the landing page or a redirect for anyone else. */
export function showsHero(session: Session | null, pathname: string): boolean {
  return session?.role === 'user' && session.verified && heroPaths.has(pathname);
}

export function heroHasSearch(pathname: string): boolean {
  return !homePaths.has(pathname);
}
