import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/** Route pattern (as in the shell's route table) → page, each loaded on demand. */
export const pages: RemotePages = {
  '/list-of-services': lazy(() => import('../features/service-list/ServiceListPage')),
  '/service-popup': lazy(() => import('../features/service-details/ServicePopupPage')),
};
