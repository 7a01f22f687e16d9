/**
 * The route guard of customer §6 (and partner §6) as pure decisions, so every rule is
 * tested without rendering. The Guard component only carries the decision out.
 */
import type { Session } from '@servenear/shared/host';
import type { RouteAccess } from '@servenear/shared/routes';
import { guardTexts } from './texts';

/** `toast`: the words to show, in the page's language when decided (guardTexts.loginRequired). */
export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; toast?: string };

const allow: AccessDecision = { kind: 'allow' };

/**
 * `signIn`: where a route of a remote that joined through its release sends a visitor to sign in
 * (the ops console's own sign-in page, decision 0058); the customer's login is '/'.
 */
export function decideAccess(access: RouteAccess, session: Session | null, signIn = '/'): AccessDecision {
  if (access === 'public') return allow;
  if (access === 'otp') {
    return session && !session.verified ? allow : { kind: 'redirect', to: '/' };
  }
  if (!session) return { kind: 'redirect', to: signIn, toast: guardTexts.loginRequired };
  switch (access) {
    case 'verified':
      return session.verified ? allow : { kind: 'redirect', to: '/otp-verification' };
    case 'user':
    case 'employee':
      return session.role === access ? allow : { kind: 'redirect', to: '/unauthorized' };
    case 'ops':
      // An ops person (role admin, signed in with a second factor); which queues they may work is the server's and the console's business.
      return session.role === 'admin' ? allow : { kind: 'redirect', to: '/unauthorized' };
  }
}

/** What '/' shows (customer §2 'Landing and home', partner §2). */
export type HomeDecision =
  | { kind: 'landing' }
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; path: '/user-home' | '/employee-home' };

/** Where a signed-in partner goes while the employee home is not built: their profile,
 * which shows whether the admin has verified them yet. */
export const partnerHomeStandIn = '/employee-edit-profile';

/**
 * `isBuilt` says whether a route's page exists yet: a role's home that is not built falls
 * back to a real page (the landing page for a customer, the profile for a partner) rather
 * than a not-found page on the site's front door.
 */
export function decideHome(session: Session | null, isBuilt: (path: string) => boolean = () => true): HomeDecision {
  if (!session) return { kind: 'landing' };
  if (session.role === 'employee') {
    return isBuilt('/employee-home') ? { kind: 'page', path: '/employee-home' } : { kind: 'redirect', to: partnerHomeStandIn };
  }
  if (!session.verified) return { kind: 'redirect', to: '/otp-verification' };
  if (session.role === 'user' && isBuilt('/user-home')) return { kind: 'page', path: '/user-home' };
  return { kind: 'landing' };
}
