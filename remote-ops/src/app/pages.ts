import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/** The claimed route patterns (routeClaims.ts) → page; the console routes inside '/ops/*' itself. */
export const pages: RemotePages = {
  '/ops/sign-in': lazy(() => import(/* webpackChunkName: "page-ops-sign-in" */ '../features/sign-in/SignInPage')),
  '/ops/*': lazy(() => import(/* webpackChunkName: "page-ops" */ './ConsolePage')),
};
