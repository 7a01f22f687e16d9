import { useState, type ReactNode } from 'react';
import { createQueryClient, QueryClientProvider, type QueryClient } from '@servenear/shared/query';
import type { HostContract, LiveEvents, NoticeKind, Session, StoredLocation } from './contract';
import { liveEventsOff } from './live';
import { currentLanguage, loadTexts, setTabLanguage, type Language } from '@servenear/shared/i18n';

/** @internal Tests only. */
export { createTestLiveEvents } from './testLive';
import { HostContext } from './HostContext';

export interface Notice {
  kind: NoticeKind;
  message: string;
}

export interface TestHostOptions {
  session?: Session | null;
  location?: StoredLocation;
  /** Collects every notify() call, so tests can assert on toasts. */
  notices?: Notice[];
  /** The page's QueryClient; by default a new one without retries, so a failure shows at once. */
  queryClient?: QueryClient;
  /** The live stream; by default one that never opens (createTestLiveEvents gives one a test drives). */
  live?: LiveEvents;
}

/**
 * A stand-in for the shell, for a remote's tests and its standalone dev mode. State lives
 * in React state so a sign-in re-renders like the real shell does; like the shell, it
 * provides the page's QueryClient to everything inside.
 *
 * @internal Tests and dev pages only: `knip --production` does not count it as unused.
 */
export function TestHost({ children, ...options }: TestHostOptions & { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(options.session ?? null);
  const [location, setLocation] = useState<StoredLocation>(
    options.location ?? { latitude: null, longitude: null, address: null },
  );
  // The tab's language as a test set it (loadTexts, then setTabLanguage); a switch through the
  // contract loads and sets it, as the shell does.
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const [queryClient] = useState(() => options.queryClient ?? createQueryClient({ retry: false }));
  const host: HostContract = {
    session,
    signIn: setSession,
    signOut: async () => setSession(null),
    endSession: () => setSession(null),
    queryClient,
    location,
    setLocation,
    notify: (kind, message) => {
      options.notices?.push({ kind, message });
      if (!options.notices) console.info(`[${kind}] ${message}`);
    },
    live: options.live ?? liveEventsOff,
    i18n: {
      language,
      setLanguage: async (next) => {
        await loadTexts(next);
        setTabLanguage(next);
        setLanguage(next);
      },
    },
  };
  return (
    <QueryClientProvider client={queryClient}>
      <HostContext.Provider value={host}>{children}</HostContext.Provider>
    </QueryClientProvider>
  );
}
