import { useEffect, useRef } from 'react';
import { useLocation } from '@servenear/shared/router';
import { queryKeys, type Session } from '@servenear/shared/host';
import { loadQueryClient } from '../query/queryRuntime';
import { decideHome } from '../routing/guard';

/** The page '/' shows this session (its signed-in home), or null for the landing page. */
function homeOf(session: Session | null): string | null {
  const home = decideHome(session);
  return home.kind === 'page' ? home.path : null;
}

function setHead(head: { title: string; description: string }): void {
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
}

/** The slug of a content page's address ('/pages/about-us' → 'about-us'), or null for any other page. */
function contentSlug(pathname: string): string | null {
  const [first, slug, ...rest] = pathname.split('/').filter(Boolean);
  if (first?.toLowerCase() !== 'pages' || !slug || rest.length > 0) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
}

/**
 * A content page's own title, once the page has read it (the server's head uses it too), through
 * the page's query client: `onTitle` is called with it, and the returned function stops waiting.
 */
function whenContentTitle(slug: string, onTitle: (title: string) => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadQueryClient().then((client) => {
    if (stopped) return;
    const key = queryKeys.pages.page(slug);
    const read = () => client.getQueryData<{ title?: string }>(key)?.title;
    const title = read();
    if (title) return onTitle(title);
    stop = client.getQueryCache().subscribe(() => {
      const arrived = read();
      if (!arrived) return;
      stop?.();
      onTitle(arrived);
    });
  }, () => undefined);
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Keeps the document's <title> and meta description on the page shown (issue 37). The server
 * wrote them for the address the document was loaded with; after a move inside the site (or a
 * sign-in or sign-out that changes what '/' shows) they are set here. Their texts load then, in
 * their own small chunk (`@servenear/shared/page-heads`), not with the first page.
 */
export function usePageHead(session: Session | null): void {
  const { pathname } = useLocation();
  const home = homeOf(session);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let current = true;
    let stopWaiting: (() => void) | undefined;
    void import('@servenear/shared/page-heads').then(({ pageHeadFor }) => {
      if (!current) return;
      setHead(pageHeadFor(pathname, home));
      const slug = contentSlug(pathname);
      if (slug) stopWaiting = whenContentTitle(slug, (title) => current && setHead(pageHeadFor(pathname, home, title)));
    });
    return () => {
      current = false;
      stopWaiting?.();
    };
  }, [pathname, home]);
}
