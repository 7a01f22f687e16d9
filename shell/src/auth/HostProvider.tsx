import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { QueryClientProvider, type QueryClient } from '@servenear/shared/query';
import { createQueryClient, HostContext, personalKeyRoots, queryKeys, type HostContract, type Session } from '@servenear/shared/host';
import { useServerState } from '../ssr/serverState';
import { useAuthStore } from './authStore';
import { notify } from '../toasts/toasts';
import { getSession, postLogout } from './sessionApi';

const whoIs = (session: Session | null) => (session ? `${session.role}:${session.userId}` : 'visitor');

/** When someone else is signed in (or no one), what the last person's queries hold must go. */
function useForgetPersonalData(client: QueryClient, session: Session | null): void {
  const person = whoIs(session);
  const previous = useRef(person);
  useEffect(() => {
    if (previous.current === person) return;
    previous.current = person;
    client.removeQueries({ predicate: (query) => personalKeyRoots.includes(String(query.queryKey[0])) });
  }, [client, person]);
}

/**
 * Gives remotes the host contract (docs/architecture.md §4) backed by the shell's auth store,
 * and the page's one QueryClient (§5), which the shell's own header reads through as well.
 */
export function HostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { contentPage } = useServerState();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The content page the server sent is the page's first read: remote-account draws it at once.
    if (contentPage) client.setQueryData(queryKeys.pages.page(contentPage.slug), { title: contentPage.title, content: contentPage.content });
    return client;
  });
  const session = useAuthStore((state) => state.session);
  const location = useAuthStore((state) => state.location);
  const { signIn, clear, signOutHere, setLocation } = useAuthStore.getState();
  useForgetPersonalData(queryClient, session);

  const signOut = useCallback(async () => {
    const current = useAuthStore.getState().session;
    if (!current) return;
    try {
      await postLogout(current.role);
    } catch (error) {
      // customer §4: a failed logout is only logged and the user stays signed in.
      console.error('ServeNear: logout failed', error);
      return;
    }
    signOutHere();
    navigate('/');
  }, [signOutHere, navigate]);

  useEffect(() => {
    // The HttpOnly cookie is the truth and the stored fields only a copy: an expired or
    // revoked session, or one started in another tab, is reconciled once at start.
    getSession().then(
      (current) => (current ? signIn(current) : clear()),
      (error: unknown) => console.error('ServeNear: the session could not be checked', error),
    );
  }, [signIn, clear]);

  const host = useMemo<HostContract>(
    () => ({ session, signIn, signOut, endSession: clear, queryClient, location, setLocation, notify }),
    [session, signIn, signOut, clear, queryClient, location, setLocation],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <HostContext.Provider value={host}>{children}</HostContext.Provider>
    </QueryClientProvider>
  );
}
