import { lazy } from 'react';
import type { RemoteWidgets } from '@servenear/shared/ui';

/**
 * Widget name → what the shell mounts in its header or hero (docs/architecture.md §3). Each is its own
 * chunk, loaded when the shell first shows it, so no page carries widget code.
 */
export const widgets: RemoteWidgets = {
  'category-popup': lazy(() => import('../features/home/CategoryPopupWidget')),
  'search-popup': lazy(() => import('../features/search/SearchPopup')),
  'hero-search': lazy(() => import('../features/search/HeroSearch')),
};
