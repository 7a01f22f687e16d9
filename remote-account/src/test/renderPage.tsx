import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TestHost, useHost, type Notice, type Session } from '@servenear/shared/host';
import App from '../App';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function SessionProbe() {
  const { session } = useHost();
  return <p data-testid="session">{session ? JSON.stringify(session) : 'signed out'}</p>;
}

export interface RenderPageOptions {
  session?: Session | null;
  /** The URL to open, when it differs from the route pattern. */
  path?: string;
  /** react-router navigation state of the opened URL. */
  state?: unknown;
  /** Make user-event cooperate with jest's fake timers. */
  fakeTimers?: boolean;
}

/**
 * Renders the remote's ./App for one route pattern the way the shell does, inside a test
 * host that collects toasts. Any other URL the page navigates to shows its path in
 * `data-testid="location"`; the host's session is shown in `data-testid="session"`.
 */
export function renderPage(route: string, { session = null, path = route, state, fakeTimers = false }: RenderPageOptions = {}) {
  const notices: Notice[] = [];
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <TestHost notices={notices} session={session}>
      <SessionProbe />
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={route} element={<App route={route} />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </TestHost>,
  );
  return { ...view, notices, user };
}

export const customer: Session = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876543210', verified: true };
