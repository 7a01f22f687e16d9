import { useLocation } from 'react-router';
import { useHost, type LiveEvents, type Session } from '@servenear/shared/host';
import type { OpsRole } from '@servenear/shared/ops-roles';
import { ok, renderRemotePage, type FakeReply } from '@servenear/shared/testing';
import App from '../App';

/** An ops person's session, as admin/login/code leaves it. */
export const opsSession: Session = { role: 'admin', name: 'Meera Iyer', userId: 3, verified: true };

/** GET admin/me for a person with these roles. */
export const meReply = (roles: OpsRole[]): FakeReply => ok({ user_id: 3, name: 'Meera Iyer', mobile: '9876500001', roles });

/** What the shell would show: where the router is and who is signed in. */
function Probe() {
  const { pathname } = useLocation();
  const { session } = useHost();
  return (
    <pre aria-label="probe">
      {pathname}|{session ? `${session.role}:${session.name}:${session.userId}` : 'signed-out'}
    </pre>
  );
}

/** This remote's ./App mounted as the shell mounts it for `route`, at `path` (with navigation `state`). */
export function renderPage(
  route: '/ops/sign-in' | '/ops/*',
  { session = null, path = route, state, live }: { session?: Session | null; path?: string; state?: unknown; live?: LiveEvents } = {},
) {
  return renderRemotePage(App, route, { session, path, state, live, elsewhere: <p>Somewhere else</p>, probe: <Probe /> });
}

/** "pathname|session" as the probe shows it. */
export function probe(): string {
  return document.querySelector('pre[aria-label="probe"]')?.textContent ?? '';
}
