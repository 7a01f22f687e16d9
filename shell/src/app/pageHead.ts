/**
 * Sets the document's title and description for the page shown after a move inside the site
 * (usePageHead.ts). Loaded with the heads themselves on the first move, not with the first page:
 * the shell's first load is at its budget (docs/architecture.md §9).
 */
import { queryKeys } from '@servenear/shared/host';
import { pageHeadFor, type PageHead } from '@servenear/shared/page-heads';
import type { ReleasedRoute } from '@servenear/shared/routes';
import { loadQueryClient } from '../query/queryRuntime';

function setHead(head: PageHead): void {
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
 * the page's query client: `onTitle` is called with it; the returned function stops waiting.
 */
function whenContentTitle(slug: string, onTitle: (title: string) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  void loadQueryClient().then((client) => {
    if (stopped) return;
    const read = () => client.getQueryData<{ title?: string }>(queryKeys.pages.page(slug))?.title;
    const title = read();
    if (title) return onTitle(title);
    unsubscribe = client.getQueryCache().subscribe(() => {
      const arrived = read();
      if (!arrived) return;
      unsubscribe?.();
      onTitle(arrived);
    });
  }, () => undefined);
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

/** Shows the head of the page at `pathname` ('/' shows `home`, or the landing page); the returned function stops a wait for a content page's title. */
export function showPageHead(pathname: string, home: string | null, released: readonly ReleasedRoute[] = []): () => void {
  setHead(pageHeadFor(pathname, home, undefined, released));
  const slug = contentSlug(pathname);
  return slug ? whenContentTitle(slug, (title) => setHead(pageHeadFor(pathname, home, title))) : () => undefined;
}
