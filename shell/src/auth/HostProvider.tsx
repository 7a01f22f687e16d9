import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { HostContext, type HostContract } from '@servenear/shared/host';
import { loadedQueryClient } from '../query/queryRuntime';
import { useAuthStore } from './authStore';
import { notify } from '../toasts/toasts';
import { postLogout } from './sessionApi';
import { reconcileSession } from './reconcileSession';
import { liveStream, useLiveStreamFor } from '../live/useLiveStream';
import { followSignedInLanguage, switchLanguage } from '../i18n/tabLanguage';
import { useTabLanguage } from '../i18n/useTabLanguage';

/**
 * Gives remotes the host contract (docs/architecture.md §4) backed by the shell's auth store.
 * Its `queryClient` is the page's one QueryClient (§5), loaded only when something needs it
 * (query/queryRuntime.ts): a remote renders only after it has loaded, and so do the header's
 * parts that read through it, so they never meet it missing.
 */
export function HostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const session = useAuthStore((state) => state.session);
  const location = useAuthStore((state) => state.location);
  const { signIn: storeSession, clear, signOutHere, setLocation } = useAuthStore.getState();
  const language = useTabLanguage();
  useLiveStreamFor(session);

  // Issue 41: a sign-in brings the account's language (the server set the cookie from it).
  const signIn = useCallback(
    (next: Parameters<typeof storeSession>[0]) => {
      storeSession(next);
      followSignedInLanguage();
    },
    [storeSession],
  );

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
    reconcileSession();
  }, []);

  const host = useMemo<HostContract>(
    () => ({
      session,
      signIn,
      signOut,
      endSession: clear,
      get queryClient() {
        return loadedQueryClient();
      },
      location,
      setLocation,
      notify,
      live: liveStream,
      i18n: { language, setLanguage: switchLanguage },
    }),
    [session, signIn, signOut, clear, location, setLocation, language],
  );

  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}
