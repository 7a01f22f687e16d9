import type { RouteClaim } from '@servenear/shared/routes';

/**
 * The routes the ops console owns (decision 0058): written into its build as routes.json, read by
 * the server and the shell from the live release. Everything under /ops but the sign-in page needs
 * an ops person's session; the console routes inside '/ops/*' itself.
 */
export const routeClaims: RouteClaim[] = [
  { path: '/ops/sign-in', access: 'public', title: 'Ops sign-in', ownChrome: true },
  { path: '/ops/*', access: 'ops', title: 'Ops console', signIn: '/ops/sign-in', ownChrome: true },
];
