/**
 * The route guard of customer §6 (and partner §6) as pure decisions, so every rule is
 * tested without rendering. The Guard component only carries the decision out.
 */
import type { Session } from '@servenear/shared/host';
import type { RouteAccess } from '@servenear/shared/routes';

export const loginRequiredMessage = 'Please log in to continue.';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; toast?: string };

const allow: AccessDecision = { kind: 'allow' };

export function decideAccess(access: RouteAccess, session: Session | null): AccessDecision {
  if (access === 'public') return allow;
  if (access === 'otp') {
    return session && !session.verified ? allow : { kind: 'redirect', to: '/' };
  }
  if (!session) return { kind: 'redirect', to: '/', toast: loginRequiredMessage };
  switch (access) {
    case 'verified':
      return session.verified ? allow : { kind: 'redirect', to: '/otp-verification' };
    case 'user':
    case 'employee':
      return session.role === access ? allow : { kind: 'redirect', to: '/unauthorized' };
  }
}

/** What '/' shows (customer §2 'Landing and home', partner §2). */
export type HomeDecision =
  | { kind: 'landing' }
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; path: '/user-home' | '/employee-home' };

export function decideHome(session: Session | null): HomeDecision {
  if (!session) return { kind: 'landing' };
  if (session.role === 'employee') return { kind: 'page', path: '/employee-home' };
  if (!session.verified) return { kind: 'redirect', to: '/otp-verification' };
  if (session.role === 'user') return { kind: 'page', path: '/user-home' };
  return { kind: 'landing' };
}
