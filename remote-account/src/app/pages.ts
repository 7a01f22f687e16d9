import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page. Pages load on demand so a content
 * page does not pay for the report form's validation code.
 */
export const pages: RemotePages = {
  '/pages/:slug': lazy(() => import('../features/content-page/routes').then((m) => ({ default: m.SlugContentPage }))),
  '/business-partners': lazy(() =>
    import('../features/content-page/routes').then((m) => ({ default: m.BusinessPartnersPage })),
  ),
  '/report': lazy(() => import('../features/report/ReportPage')),
};
