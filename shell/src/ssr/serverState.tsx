/**
 * What the server rendered the page with (server/src/modules/shellPage): the session, on a
 * content page its text, and on a page a remote draws, the server's picture of that page and the
 * reads it was drawn from. The server renders from it and inlines it beside the HTML (all but the
 * picture, which is in the HTML itself); the browser reads it back so its first render is the
 * server's, and seeds the page's queries with the reads, so the remote draws the page at once
 * when it has loaded.
 */
import { createContext, useContext } from 'react';
import type { Session } from '@servenear/shared/host';
import { RELEASED_ROUTES_ELEMENT_ID, REMOTE_NAME_PATTERN, REMOTE_SNAPSHOT_ATTRIBUTE, SSR_STATE_ELEMENT_ID, releasedRoutesIn, type ReleasedRoute, type RemoteId } from '@servenear/shared/routes';

export interface ServerContentPage {
  slug: string;
  title: string;
  /** Sanitised by the server. */
  content: string;
}

/** A query the server read for the page (@servenear/shared/ssr ServerQuery). */
export interface ServerQuery {
  key: readonly unknown[];
  data: unknown;
}

/** The server's picture of a remote's page: shown in its region until the remote has loaded. */
export interface RemoteSnapshot {
  remote: RemoteId;
  /** The URL path and query it shows. */
  path: string;
  /** Rendered by the remote's own server build from the server's reads. */
  html: string;
}

export interface ServerState {
  session: Session | null;
  contentPage: ServerContentPage | null;
  queries: ServerQuery[];
  remoteSnapshot: RemoteSnapshot | null;
  /** The routes the live releases claim (decision 0058): in their own element, since the page
   *  needs them whether or not the server drew it. */
  releasedRoutes: readonly ReleasedRoute[];
}

export const noServerState: ServerState = { session: null, contentPage: null, queries: [], remoteSnapshot: null, releasedRoutes: [] };

export const ServerStateContext = createContext<ServerState>(noServerState);

export function useServerState(): ServerState {
  return useContext(ServerStateContext);
}

/** The picture of a remote's page the server's HTML holds, read before React takes the page over. */
function readRemoteSnapshot(doc: Document): RemoteSnapshot | null {
  const element = doc.querySelector(`[${REMOTE_SNAPSHOT_ATTRIBUTE}]`);
  const remote = element?.getAttribute(REMOTE_SNAPSHOT_ATTRIBUTE);
  const path = element?.getAttribute('data-path');
  if (!element || !remote || !REMOTE_NAME_PATTERN.test(remote) || !path) return null;
  return { remote, path, html: element.innerHTML };
}

/** The route claims of the live releases the page came with; none when it came without. */
export function readReleasedRoutes(doc: Document = document): ReleasedRoute[] {
  try {
    return releasedRoutesIn(JSON.parse(doc.getElementById(RELEASED_ROUTES_ELEMENT_ID)?.textContent ?? 'null'));
  } catch {
    return [];
  }
}

/** The state inlined in the page, or the empty state when there is none (or it is unreadable). */
export function readServerState(doc: Document = document): ServerState {
  try {
    const parsed = JSON.parse(doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent ?? 'null') as Partial<ServerState> | null;
    return {
      session: parsed?.session ?? null,
      contentPage: parsed?.contentPage ?? null,
      queries: Array.isArray(parsed?.queries) ? parsed.queries : [],
      remoteSnapshot: readRemoteSnapshot(doc),
      releasedRoutes: readReleasedRoutes(doc),
    };
  } catch {
    return { ...noServerState, releasedRoutes: readReleasedRoutes(doc) };
  }
}
