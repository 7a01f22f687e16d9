/**
 * What the server rendered the page with (server/src/modules/shellPage): the session and, on a
 * content page, its text. The server renders from it and inlines it beside the HTML; the
 * browser reads it back so its first render is the server's, and seeds the page's query with
 * the content, so remote-account draws the page at once when it has loaded.
 */
import { createContext, useContext } from 'react';
import type { Session } from '@servenear/shared/host';
import { SSR_STATE_ELEMENT_ID } from '@servenear/shared/routes';

export interface ServerContentPage {
  slug: string;
  title: string;
  /** Sanitised by the server. */
  content: string;
}

export interface ServerState {
  session: Session | null;
  contentPage: ServerContentPage | null;
}

export const noServerState: ServerState = { session: null, contentPage: null };

export const ServerStateContext = createContext<ServerState>(noServerState);

export function useServerState(): ServerState {
  return useContext(ServerStateContext);
}

/** The state inlined in the page, or the empty state when there is none (or it is unreadable). */
export function readServerState(doc: Document = document): ServerState {
  try {
    const parsed = JSON.parse(doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent ?? 'null') as Partial<ServerState> | null;
    return { session: parsed?.session ?? null, contentPage: parsed?.contentPage ?? null };
  } catch {
    return noServerState;
  }
}
