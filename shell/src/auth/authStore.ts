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
  /**
   * When the person chose `location` here (ms since 1970), so that at login the point chosen most
   * recently wins over the account's (decision 0052). Null for a point the browser found by itself
   * at page load, and for one stored by a version before this field: both count as older.
   */
  locationChosenAt: number | null;
  /** The person signed out here themselves: pages they leave need not tell them to log in. */
  signedOutHere: boolean;
  signIn(session: Session): void;
  clear(): void;
  /** A deliberate logout: the session ends without the guard's 'Please log in' toast. */
  signOutHere(): void;
  /** A point the person chose now (the host contract's setLocation), or at `chosenAt` (the account's, restored; null: found, not chosen). */
  setLocation(location: StoredLocation, chosenAt?: number | null): void;
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
        locationChosenAt: null,
        signedOutHere: false,
        signIn: (session) => set({ session: storedSession(session), signedOutHere: false }),
        clear: () => set({ session: null, signedOutHere: false }),
        signOutHere: () => set({ session: null, signedOutHere: true }),
        setLocation: (location, chosenAt = Date.now()) => set({ location, locationChosenAt: chosenAt }),
      };
    },
    {
      name: sessionStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ session, location, locationChosenAt }) => ({ session, location, locationChosenAt }),
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

