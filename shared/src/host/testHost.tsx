import { useState, type ReactNode } from 'react';
import type { HostContract, NoticeKind, Session, StoredLocation } from './contract';
import { HostContext } from './HostContext';

export interface Notice {
  kind: NoticeKind;
  message: string;
}

export interface TestHostOptions {
  session?: Session | null;
  cartCount?: number;
  location?: StoredLocation;
  /** Collects every notify() call, so tests can assert on toasts. */
  notices?: Notice[];
  /** Stands in for the shell's cart count refresh, so tests can watch it; a no-op by default. */
  refreshCartCount?: () => Promise<void>;
}

/**
 * A stand-in for the shell, for a remote's tests and its standalone dev mode. State lives
 * in React state so a sign-in or a cart refresh re-renders like the real shell does.
 */
export function TestHost({ children, ...options }: TestHostOptions & { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(options.session ?? null);
  const [location, setLocation] = useState<StoredLocation>(
    options.location ?? { latitude: null, longitude: null, address: null },
  );
  const cartCount = options.cartCount ?? 0;
  const host: HostContract = {
    session,
    signIn: setSession,
    signOut: async () => setSession(null),
    endSession: () => setSession(null),
    cartCount,
    refreshCartCount: options.refreshCartCount ?? (async () => undefined),
    location,
    setLocation,
    notify: (kind, message) => {
      options.notices?.push({ kind, message });
      if (!options.notices) console.info(`[${kind}] ${message}`);
    },
  };
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}
