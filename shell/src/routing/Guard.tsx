import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import type { RouteAccess } from '@servenear/shared/routes';
import { useAuthStore } from '../auth/authStore';
import { decideAccess } from './guard';
import { guardTexts } from './texts';
import { rememberReturn } from './returnTarget';

/** Renders its children only when the session may see the route; otherwise toasts (when
 * the rule says so, and not to a person who has just logged out here) and redirects,
 * replacing the history entry. A visitor told to log in is brought back here after login
 * (issue 37): the page and its navigation state are remembered (returnTarget.ts). */
export function Guard({ access, signIn, children }: { access: RouteAccess; signIn?: string; children: ReactNode }) {
  const { session, notify } = useHost();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const decision = decideAccess(access, session, signIn);
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const signedOutHere = useAuthStore((state) => state.signedOutHere);
  const toast = decision.kind === 'redirect' && !signedOutHere ? decision.toast : undefined;

  const sentToLogIn = decision.kind === 'redirect' && decision.toast === guardTexts.loginRequired && !signedOutHere;

  useEffect(() => {
    if (redirectTo === null) return;
    if (sentToLogIn) rememberReturn(pathname + search, state);
    if (toast) notify('error', toast);
    navigate(redirectTo, { replace: true });
  }, [redirectTo, toast, notify, navigate, sentToLogIn, pathname, search, state]);

  return decision.kind === 'allow' ? children : null;
}
