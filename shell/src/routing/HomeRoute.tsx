import { useEffect } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { findRoute } from '@servenear/shared/routes';
import { useHost } from '@servenear/shared/host';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { decideHome } from './guard';
import { RouteContent } from './RouteContent';

/** '/': the landing page, or the home of the signed-in role (customer §2, partner §2). */
export function HomeRoute() {
  const { session } = useHost();
  const navigate = useNavigate();
  const decision = decideHome(session, (path) => findRoute(path)?.built === true);
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

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
