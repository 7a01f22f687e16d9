import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import type { RouteAccess } from '@servenear/shared/routes';
import { useAuthStore } from '../auth/authStore';
import { decideAccess } from './guard';

/** Renders its children only when the session may see the route; otherwise toasts (when
 * the rule says so, and not to a person who has just logged out here) and redirects,
 * replacing the history entry. */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { session, notify } = useHost();
  const navigate = useNavigate();
  const decision = decideAccess(access, session);
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const signedOutHere = useAuthStore((state) => state.signedOutHere);
  const toast = decision.kind === 'redirect' && !signedOutHere ? decision.toast : undefined;

  useEffect(() => {
    if (redirectTo === null) return;
    if (toast) notify('error', toast);
    navigate(redirectTo, { replace: true });
  }, [redirectTo, toast, notify, navigate]);

  return decision.kind === 'allow' ? children : null;
}
