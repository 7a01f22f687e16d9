import { useEffect, useRef } from 'react';
import { useLocation } from '@servenear/shared/router';
import type { Session } from '@servenear/shared/host';
import type { ReleasedRoute } from '@servenear/shared/routes';
import { decideHome } from '../routing/guard';

/** The page '/' shows this session (its signed-in home), or null for the landing page. */
function homeOf(session: Session | null): string | null {
  const home = decideHome(session);
  return home.kind === 'page' ? home.path : null;
}

/**
 * Keeps the document's <title> and meta description on the page shown (issue 37). The server
 * wrote them for the address the document was loaded with; after a move inside the site (or a
 * sign-in or sign-out that changes what '/' shows) they are set here, by code and texts that load
 * then, in their own chunk, not with the first page.
 */
export function usePageHead(session: Session | null, released: readonly ReleasedRoute[]): void {
  const { pathname } = useLocation();
  const home = homeOf(session);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    let stop: (() => void) | undefined;
    void import(/* webpackChunkName: "page-head" */ './pageHead').then(({ showPageHead }) => {
      if (current) stop = showPageHead(pathname, home, released);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [pathname, home, released]);
}
