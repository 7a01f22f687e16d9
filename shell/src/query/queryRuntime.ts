/**
 * The page's one QueryClient (docs/architecture.md §5), loaded only when something needs it:
 * a remote's page or widget, or a signed-in customer's header (cart badge, bell). A visitor's
 * landing page reads nothing through it, so its first visit no longer downloads TanStack Query
 * (12 KB gzip). Nothing on the shell's first load imports the query module: only the chunk
 * loaded here does.
 */
import type { QueryClient } from '@servenear/shared/query';
import type { ServerState } from '../ssr/serverState';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
let serverReads: Pick<ServerState, 'contentPage' | 'queries'> = { contentPage: null, queries: [] };

/** What the server drew the page from (a content page's text, a remote page's reads): the client
 *  starts with it, so the page's remote draws it at once. */
export function seedFromServer(state: Pick<ServerState, 'contentPage' | 'queries'>): void {
  serverReads = state;
}

/** Loads the client (once; a failed load is tried again on the next call, e.g. a region's Retry). */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import(/* webpackChunkName: "page-query-client" */ './pageQueryClient').then(
    ({ createPageQueryClient }) => (client = createPageQueryClient(serverReads)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The client once loaded: what the host contract's `queryClient` hands out. */
export function loadedQueryClient(): QueryClient {
  if (!client) throw new Error('ServeNear: the query client is read before it has loaded (loadQueryClient).');
  return client;
}

/** A load nobody waits on (boot's early start) failed: whoever needs the client tries again. */
export function logQueryClientFailure(error: unknown): void {
  console.error('ServeNear: the query client could not be loaded', error);
}
