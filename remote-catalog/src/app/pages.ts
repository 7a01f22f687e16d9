import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/** Route pattern (as in the shell's route table) → page, each loaded on demand. */
export const pages: RemotePages = {
  '/user-home': lazy(() => import('../features/home/UserHomePage')),
  '/list-of-services': lazy(() => import('../features/service-list/ServiceListPage')),
  '/service-popup': lazy(() => import('../features/service-details/ServicePopupPage')),
};
