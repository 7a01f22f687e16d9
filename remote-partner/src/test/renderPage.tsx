import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TestHost, useHost, type Notice, type Session } from '@servenear/shared/host';
import App from '../App';

export const partnerSession: Session = { role: 'employee', name: 'Ravi Kumar', userId: 12, verified: true };

/** What the shell would show: where the router is and who is signed in. */
function Probe() {
  const location = useLocation();
  const { session } = useHost();
  return (
    <pre aria-label="probe">
      {location.pathname}|{session ? `${session.role}:${session.name}:${session.userId}:${session.verified}` : 'signed-out'}
    </pre>
  );
}

/** Renders the remote's ./App for one route pattern, inside the test host, like the shell mounts it. */
export function renderPage(route: string, { session = null, path = route }: { session?: Session | null; path?: string } = {}) {
  const notices: Notice[] = [];
  const view = render(
    <TestHost notices={notices} session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<App route={route} />} />
          <Route path="*" element={<p>Somewhere else</p>} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </TestHost>,
  );
  return { ...view, notices, user: userEvent.setup() };
}

/** "pathname|session" as the probe shows it. */
export function probe(): string {
  return document.querySelector('pre[aria-label="probe"]')?.textContent ?? '';
}
