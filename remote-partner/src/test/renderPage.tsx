import { useLocation } from 'react-router';
import { useHost, type Session } from '@servenear/shared/host';
import { renderRemotePage } from '@servenear/shared/testing';
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

/** This remote's ./App rendered like the shell mounts it; `probe()` reads where it went. */
export function renderPage(route: string, { session = null, path = route }: { session?: Session | null; path?: string } = {}) {
  return renderRemotePage(App, route, { session, path, elsewhere: <p>Somewhere else</p>, probe: <Probe /> });
}

/** "pathname|session" as the probe shows it. */
export function probe(): string {
  return document.querySelector('pre[aria-label="probe"]')?.textContent ?? '';
}
