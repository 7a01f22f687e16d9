import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/** Route pattern (as in the shell's route table) → page, each loaded on demand. */
export const pages: RemotePages = {
  '/user-home': lazy(() => import('../features/home/UserHomePage')),
  '/list-of-services': lazy(() => import('../features/service-list/ServiceListPage')),
  '/service-popup': lazy(() => import('../features/service-details/ServicePopupPage')),
  // One page for both: the service's type decides its buttons (Book Service and Add to Cart, or Enquiry Now).
  '/description': lazy(() => import('../features/service-details/ServiceDescriptionPage')),
  '/enquiry-product-description': lazy(() => import('../features/service-details/ServiceDescriptionPage')),
  '/component': lazy(() => import('../features/service-details/ComponentDemoPage')),
};
