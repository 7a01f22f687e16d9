import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { HostContext, type HostContract, type NoticeKind } from '@servenear/shared/host';
import { useAuthStore } from './authStore';
import { getCartCount, getSession, postLogout } from './sessionApi';

function notify(kind: NoticeKind, message: string): void {
  // The same message twice at once (a guard run twice, a double click) shows one toast.
  toast[kind](message, { toastId: `${kind}:${message}` });
}

/** Gives remotes the host contract (docs/architecture.md §4) backed by the shell's auth store. */
export function HostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const session = useAuthStore((state) => state.session);
  const location = useAuthStore((state) => state.location);
  const cartCount = useAuthStore((state) => state.cartCount);
  const { signIn, clear, setLocation, setCartCount } = useAuthStore.getState();

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
    clear();
    navigate('/');
  }, [clear, navigate]);

  const refreshCartCount = useCallback(async () => {
    if (useAuthStore.getState().session?.role !== 'user') return;
    try {
      const count = await getCartCount();
      if (count !== null) setCartCount(count);
    } catch (error) {
      console.error('ServeNear: cart count could not be read', error);
    }
  }, [setCartCount]);

  useEffect(() => {
    // The HttpOnly cookie is the truth and the stored fields only a copy: an expired or
    // revoked session, or one started in another tab, is reconciled once at start.
    getSession().then(
      (current) => (current ? signIn(current) : clear()),
      (error: unknown) => console.error('ServeNear: the session could not be checked', error),
    );
  }, [signIn, clear]);

  const role = session?.role;
  useEffect(() => {
    // customer §4: the count is refreshed when the header loads.
    if (role === 'user') void refreshCartCount();
  }, [role, refreshCartCount]);

  const host = useMemo<HostContract>(
    () => ({ session, signIn, signOut, endSession: clear, cartCount, refreshCartCount, location, setLocation, notify }),
    [session, signIn, signOut, clear, cartCount, refreshCartCount, location, setLocation],
  );

  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}
