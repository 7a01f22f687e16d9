/**
 * The host contract (docs/architecture.md §4): everything a remote may ask of the shell. The shell
 * provides it through HostContext; remotes read it with useHost(). Tests and a remote's
 * standalone dev mode use createTestHost() instead of the real shell.
 */
import type { QueryClient } from '@servenear/shared/query';
import type { Language } from '@servenear/shared/i18n';

export type Role = 'user' | 'employee' | 'admin';

/** The non-secret session fields kept in the browser (customer §3 'User session'); the
 * token itself lives in an HttpOnly cookie that no script can read (docs/architecture.md §6). */
export interface Session {
  role: Role;
  name: string;
  userId: number;
  phoneNumber?: string;
  /** customer §3: is_verified 1 = verified. */
  verified: boolean;
}

export interface StoredLocation {
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Issue 40: one event of the signed-in person's live stream (GET /api/events, decision 0063):
 * `notification`, `booking_changed`, `move_changed`, `queue_changed` (ops), and `resync`: read
 * everything again (events were missed beyond the server's retention, or, `{ opened: true }`, a
 * new stream starts from now and what the screen read before it may be older).
 */
export interface LiveEvent {
  type: string;
  data: Readonly<Record<string, unknown>>;
}

/** 'open' while the stream is up (screens then stop polling); 'connecting' or 'off' otherwise. */
export type LiveStatus = 'off' | 'connecting' | 'open';

/** The tab's one live stream, owned by the shell; a remote listens while its screens are shown. */
export interface LiveEvents {
  subscribe(listener: (event: LiveEvent) => void): () => void;
  getStatus(): LiveStatus;
  subscribeStatus(listener: () => void): () => void;
}

/**
 * Since 3.4.0 (issue 41): the tab's language. Texts read through `@servenear/shared/i18n` follow
 * it. `setLanguage` keeps the choice (this browser's cookie, and the account of whoever is signed
 * in) and shows the page in it: on the built site by loading it again in that language's files
 * (since 3.5.0, decision 0067: texts defined with null loaders, written into the page's files),
 * in the tests and the dev build by loading the catalogues and switching the whole page at once.
 */
export interface HostI18n {
  language: Language;
  setLanguage(language: Language): Promise<void>;
}

export interface HostContract {
  session: Session | null;
  signIn(session: Session): void;
  /** Ends the session on the server, then clears it here; a server failure is only logged
   * and the user stays signed in (customer §4). */
  signOut(): Promise<void>;
  /** Forgets the session here without calling the server, which already said it is gone
   * (a 401 on a page that loads user details, customer §6). */
  endSession(): void;
  /** The page's one QueryClient (docs/architecture.md §5): a write in one remote invalidates
   * what another remote, or the shell's header, shows. */
  queryClient: QueryClient;
  location: StoredLocation;
  setLocation(location: StoredLocation): void;
  /** Shows a toast through the shell's single toast container (top right, 3000 ms). */
  notify(kind: NoticeKind, message: string): void;
  /** Since 3.3.0: the tab's live stream while someone is signed in (useLiveRefresh reads it). */
  live: LiveEvents;
  /** Since 3.4.0: the page's language and the switch. */
  i18n: HostI18n;
}
