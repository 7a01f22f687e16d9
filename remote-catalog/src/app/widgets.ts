import { lazyWithTexts } from '@servenear/shared/i18n';
import type { RemoteWidgets } from '@servenear/shared/ui';

/**
 * Widget name → what the shell mounts in its header or hero (docs/architecture.md §3). Each is its own
 * chunk, loaded when the shell first shows it, so no page carries widget code.
 */
export const widgets: RemoteWidgets = {
  'category-popup': lazyWithTexts(() => import(/* webpackChunkName: "widget-category-popup" */ '../features/home/CategoryPopupWidget')),
  'search-popup': lazyWithTexts(() => import(/* webpackChunkName: "widget-search-popup" */ '../features/search/SearchPopup')),
  'hero-search': lazyWithTexts(() => import(/* webpackChunkName: "widget-hero-search" */ '../features/search/HeroSearch')),
};
