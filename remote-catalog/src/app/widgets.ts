import { lazy } from 'react';
import type { RemoteWidgets } from '@servenear/shared/ui';

/**
 * Widget name → what the shell mounts in its header or hero (docs/architecture.md §3). Each is its own
 * chunk, loaded when the shell first shows it, so no page carries widget code.
 */
export const widgets: RemoteWidgets = {
  'category-popup': lazy(() => import(/* webpackChunkName: "widget-category-popup" */ '../features/home/CategoryPopupWidget')),
  'search-popup': lazy(() => import(/* webpackChunkName: "widget-search-popup" */ '../features/search/SearchPopup')),
  'hero-search': lazy(() => import(/* webpackChunkName: "widget-hero-search" */ '../features/search/HeroSearch')),
};
