import { lazyWithTexts } from '@servenear/shared/i18n';
import type { RemotePages } from '@servenear/shared/ui';

/** Route pattern (as in the shell's route table) → page, each loaded on demand. */
export const pages: RemotePages = {
  '/user-home': lazyWithTexts(() => import(/* webpackChunkName: "page-user-home" */ '../features/home/UserHomePage')),
  '/list-of-services': lazyWithTexts(() => import(/* webpackChunkName: "page-list-of-services" */ '../features/service-list/ServiceListPage')),
  '/service-popup': lazyWithTexts(() => import(/* webpackChunkName: "page-service-popup" */ '../features/service-details/ServicePopupPage')),
  // One page for both: the service's type decides its buttons (Book Service and Add to Cart, or Enquiry Now).
  '/description': lazyWithTexts(() => import(/* webpackChunkName: "page-description" */ '../features/service-details/ServiceDescriptionPage')),
  '/enquiry-product-description': lazyWithTexts(() => import(/* webpackChunkName: "page-enquiry-product-description" */ '../features/service-details/ServiceDescriptionPage')),
  '/component': lazyWithTexts(() => import(/* webpackChunkName: "page-component" */ '../features/service-details/ComponentDemoPage')),
};
