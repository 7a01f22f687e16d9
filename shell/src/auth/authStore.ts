/**
 * The browser's copy of the session (customer §3 'User session'): only the non-secret
 * fields, persisted under one localStorage key. The token itself is an HttpOnly cookie
 * that no script can read (docs/architecture.md §6), so it is never stored here.
 */
import { create, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Session, StoredLocation } from '@servenear/shared/host';

export const sessionStorageKey = 'servenear-session';

export interface AuthState {
  session: Session | null;
  location: StoredLocation;
  /** The person signed out here themselves: pages they leave need not tell them to log in. */
  signedOutHere: boolean;
  signIn(session: Session): void;
  clear(): void;
  /** A deliberate logout: the session ends without the guard's 'Please log in' toast. */
  signOutHere(): void;
  setLocation(location: StoredLocation): void;
}

const noLocation: StoredLocation = { latitude: null, longitude: null, address: null };

/** Keeps only the contract's fields, whatever else a caller passes (a token included). */
function storedSession({ role, name, userId, phoneNumber, verified }: Session): Session {
  return phoneNumber === undefined ? { role, name, userId, verified } : { role, name, userId, phoneNumber, verified };
}

/** The store itself: zustand's hook reads `getInitialState` from it (not from the hook), see renderFromSession. */
let authApi: StoreApi<AuthState> | undefined;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, _get, api) => {
      authApi = api;
      return {
        session: null,
        location: noLocation,
        signedOutHere: false,
        signIn: (session) => set({ session: storedSession(session), signedOutHere: false }),
        clear: () => set({ session: null, signedOutHere: false }),
        signOutHere: () => set({ session: null, signedOutHere: true }),
        setLocation: (location) => set({ location }),
      };
    },
    {
      name: sessionStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ session, location }) => ({ session, location }),
    },
  ),
);

/**
 * The session the page was rendered with on the server (src/ssr/render.tsx), for the first
 * render on both sides: zustand gives React `getInitialState()` as the server snapshot, on the
 * server and while the browser hydrates, so both must start from the same session. The stored
 * copy (and the stored location) takes over right after hydration. Returns the undo.
 */
export function renderFromSession(session: Session | null): () => void {
  const api = authApi;
  if (!api) throw new Error('ServeNear: the session store was not created');
  const initial = api.getInitialState;
  const state: AuthState = { ...initial(), session };
  api.getInitialState = () => state;
  return () => {
    api.getInitialState = initial;
  };
}

