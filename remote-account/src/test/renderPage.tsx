import { useLocation } from 'react-router';
import { useHost, type Session } from '@servenear/shared/host';
import { renderRemotePage, type RenderRemotePageOptions } from '@servenear/shared/testing';
import App from '../App';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function SessionProbe() {
  const { session } = useHost();
  return <p data-testid="session">{session ? JSON.stringify(session) : 'signed out'}</p>;
}

/**
 * This remote's ./App rendered like the shell does. Any other URL the page navigates to
 * shows its path in `data-testid="location"`; the host's session is shown in
 * `data-testid="session"`.
 */
export function renderPage(route: string, options: Omit<RenderRemotePageOptions, 'elsewhere' | 'probe'> = {}) {
  return renderRemotePage(App, route, { ...options, elsewhere: <WhereAmI />, probe: <SessionProbe /> });
}

export const customer: Session = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876543210', verified: true };
