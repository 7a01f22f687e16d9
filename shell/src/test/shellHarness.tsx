/**
 * Renders the whole shell (router, layout, guard) the way boot.tsx does, with the server
 * answered by a fetch stand-in: GET /api/session from `serverSession`, anything else from
 * `fetchMock` (404 unless a test says otherwise).
 */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { Session } from '@servenear/shared/host';
import type { ReleasedRoute } from '@servenear/shared/routes';
import { useAuthStore } from '../auth/authStore';
import { AppRoutes } from '../app/routes';
import { createRemoteLoader } from '../federation/remoteLoader';
import { RemoteLoaderContext } from '../federation/RemoteLoaderContext';
import { loadedQueryClient, loadQueryClient } from '../query/queryRuntime';
import { noServerState, ServerStateContext } from '../ssr/serverState';

export const customer: Session = { role: 'user', name: 'Asha', userId: 7, verified: true };

export const fetchMock = jest.fn();

/** What GET /api/session answers: by default the server agrees with the stored session. */
export const server = { session: (): Session | null => useAuthStore.getState().session };

export function json(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

/** What a test reads of the router: where it is now (`state.location`, as react-router's own router says it). */
export interface AppRouter {
  readonly state: { readonly location: Location };
}

function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

/** Each render gets its own remote loader (quick retries), so no test inherits another's
 * loaded or failed remote. */
/** `releasedRoutes`: the live releases' claims the page came with (decision 0058). */
export function renderApp(path: string | { pathname: string; state?: unknown }, session: Session | null = null, releasedRoutes: ReleasedRoute[] = []): AppRouter {
  useAuthStore.setState({ session });
  let location: Location | undefined;
  render(
    <ServerStateContext.Provider value={{ ...noServerState, releasedRoutes }}>
      <RemoteLoaderContext.Provider value={createRemoteLoader({ retryDelaysMs: [1, 1], ready: loadQueryClient })}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe onLocation={(now) => (location = now)} />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </ServerStateContext.Provider>,
  );
  return {
    state: {
      get location() {
        if (!location) throw new Error('the app has not rendered yet');
        return location;
      },
    },
  };
}

/** Empties the page's query cache, as a new page view starts: the shell's tests render many pages in one module. */
function forgetLoadedQueries() {
  try {
    loadedQueryClient().clear();
  } catch {
    // Not loaded yet: nothing is cached.
  }
}

/** Call from beforeEach. */
export function resetShellServer() {
  localStorage.clear();
  sessionStorage.clear();
  forgetLoadedQueries();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(json(404, {}));
  server.session = () => useAuthStore.getState().session;
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/session') return fetchMock(url, init);
    const session = server.session();
    return session
      ? json(200, { status: 200, data: { role: session.role, name: session.name, user_id: session.userId, is_verified: session.verified ? 1 : 0 } })
      : json(200, { status: 200, data: null });
  }) as unknown as typeof fetch;
  window.scrollTo = jest.fn();
}
