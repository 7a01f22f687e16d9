/**
 * The chunk queryRuntime.ts loads: the page's QueryClient, with what the server already read, and
 * with the personal queries dropped whenever someone else signs in (or no one is).
 */
import { createQueryClient, type QueryClient } from '@servenear/shared/query';
import { personalKeyRoots, queryKeys, type Session } from '@servenear/shared/host';
import { useAuthStore } from '../auth/authStore';
import type { ServerState } from '../ssr/serverState';

const whoIs = (session: Session | null) => (session ? `${session.role}:${session.userId}` : 'visitor');

export function createPageQueryClient({ contentPage, queries }: Pick<ServerState, 'contentPage' | 'queries'>): QueryClient {
  const client = createQueryClient();
  if (contentPage) client.setQueryData(queryKeys.pages.page(contentPage.slug), { title: contentPage.title, content: contentPage.content });
  for (const { key, data } of queries) client.setQueryData(key, data);
  // When someone else is signed in (or no one), what the last person's queries hold must go.
  let person = whoIs(useAuthStore.getState().session);
  useAuthStore.subscribe((state) => {
    const next = whoIs(state.session);
    if (next === person) return;
    person = next;
    client.removeQueries({ predicate: (query) => personalKeyRoots.includes(String(query.queryKey[0])) });
  });
  return client;
}
