import { useEffect, useRef } from 'react';
import { useLocation } from '@servenear/shared/router';
import type { Session } from '@servenear/shared/host';
import { currentLanguage, loadTexts } from '@servenear/shared/i18n';
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
 * then, in their own chunk, not with the first page. They are written in the page's language
 * (their catalogue loads with their chunk), and again when someone switches it (issue 41).
 */
export function usePageHead(session: Session | null, released: readonly ReleasedRoute[]): void {
  const { pathname } = useLocation();
  const home = homeOf(session);
  const first = useRef(true);
  // Read as the layout draws: a switch draws it again, in the new language.
  const language = currentLanguage();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    let stop: (() => void) | undefined;
    void import(/* webpackChunkName: "page-head" */ './pageHead').then(async ({ showPageHead }) => {
      // The heads' texts came with the chunk: their catalogue first (should it fail, in English).
      await loadTexts(language).catch(() => undefined);
      if (current) stop = showPageHead(pathname, home, released);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [pathname, home, released, language]);
}
