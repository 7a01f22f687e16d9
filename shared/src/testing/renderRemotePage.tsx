import { Suspense, type ComponentType, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type LiveEvents, type Session, type StoredLocation } from '@servenear/shared/host';
import { TestHost, type Notice } from '@servenear/shared/test-host';
import { createQueryClient } from '@servenear/shared/query';
import type { RemoteAppProps } from '@servenear/shared/routes';
import { Loading } from '@servenear/shared/ui';

export interface RenderRemotePageOptions {
  session?: Session | null;
  /** The customer's stored location, as the shell keeps it. */
  location?: StoredLocation;
  /** The URL to open, when it differs from the route pattern. */
  path?: string;
  /** react-router navigation state of the opened URL. */
  state?: unknown;
  /** Make user-event cooperate with jest's fake timers. */
  fakeTimers?: boolean;
  /** What any other URL shows, so a test can see where the page navigated to. */
  elsewhere?: ReactNode;
  /** Rendered inside the router beside the page: a remote's probe of location or session. */
  probe?: ReactNode;
  /** The live stream the page listens to (createTestLiveEvents); by default one that never opens. */
  live?: LiveEvents;
}

/**
 * Renders a remote's ./App for one route pattern the way the shell mounts it, inside a
 * test host that collects toasts (`notices`). `queryClient` is the page's QueryClient, so a test
 * can see what a write invalidated (the header's cart count, another remote's list).
 */
export function renderRemotePage(
  App: ComponentType<RemoteAppProps>,
  route: string,
  { session = null, location, path = route, state, fakeTimers = false, elsewhere = null, probe = null, live }: RenderRemotePageOptions = {},
) {
  const notices: Notice[] = [];
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  // A bare path keeps any query string; an entry object is needed only to carry state.
  const entry = state === undefined ? path : { pathname: path, state };
  const view = render(
    <TestHost notices={notices} session={session} location={location} queryClient={queryClient} live={live}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          {/* As the shell's region: its fallback shows while the page's code loads. */}
          <Route
            path={route}
            element={
              <Suspense fallback={<Loading />}>
                <App route={route} />
              </Suspense>
            }
          />
          <Route path="*" element={elsewhere} />
        </Routes>
        {probe}
      </MemoryRouter>
    </TestHost>,
  );
  return { ...view, notices, user, queryClient };
}
