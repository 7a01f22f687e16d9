import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { findRoute } from '@servenear/shared/routes';
import { useHost } from '@servenear/shared/host';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { decideHome } from './guard';
import { RouteContent } from './RouteContent';
import { forgetReturn, returnFor, storedReturn } from './returnTarget';

const noChange = () => () => undefined;

/**
 * '/': the landing page, or the home of the signed-in role (customer §2, partner §2). Login,
 * sign-up and OTP all end here: a person the guard sent to log in is sent on to where they
 * were going instead (issue 37, returnTarget.ts). The server has no such memory, so its
 * picture (and the hydration) is drawn without one, then the browser's stored target counts.
 */
export function HomeRoute() {
  const { session } = useHost();
  const navigate = useNavigate();
  const stored = useSyncExternalStore(noChange, storedReturn, () => null);
  const resume = returnFor(stored, session);
  const decision = decideHome(session, (path) => findRoute(path)?.built === true);
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    const target = returnFor(stored, session);
    if (target) {
      forgetReturn();
      navigate(target.path, { replace: true, state: target.state });
    } else if (redirectTo) navigate(redirectTo, { replace: true });
  }, [stored, session, redirectTo, navigate]);

  if (resume) return null;
  switch (decision.kind) {
    case 'landing':
      return <LandingPage />;
    case 'redirect':
      return null;
    case 'page': {
      const entry = findRoute(decision.path);
      return entry ? <RouteContent entry={entry} /> : <NotFoundPage />;
    }
  }
}
