import {
  categoriesEndpoint,
  categoryServicesEndpoint,
  categoryWithSubcategoriesEndpoint,
  homeSectionEndpoints,
  mostPopularEndpoint,
  serviceDescriptionEndpoint,
  serviceDetailsEndpoint,
  serviceSearchEndpoint,
  sliderBannersEndpoint,
  subcategoriesEndpoint,
  subcategoryServicesEndpoint,
  topRatedBannersEndpoint,
} from './catalog';
import type { AnyEndpoint } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import { forwardGeocodeEndpoint, reverseGeocodeEndpoint } from './geo';
import { pageEndpoint } from './pages';
import { serviceOptionsEndpoint, subcategoryServiceChoicesEndpoint } from './services';

/** Every endpoint of the catalogue: the fuzz suite and the catalogue's own test walk this list. */
export const allEndpoints: readonly AnyEndpoint[] = [
  pageEndpoint,
  earningsEndpoint,
  earningInvoiceEndpoint,
  categoriesEndpoint,
  subcategoriesEndpoint,
  categoryWithSubcategoriesEndpoint,
  categoryServicesEndpoint,
  subcategoryServicesEndpoint,
  serviceSearchEndpoint,
  serviceDetailsEndpoint,
  serviceDescriptionEndpoint,
  mostPopularEndpoint,
  ...Object.values(homeSectionEndpoints),
  sliderBannersEndpoint,
  topRatedBannersEndpoint,
  serviceOptionsEndpoint,
  subcategoryServiceChoicesEndpoint,
  reverseGeocodeEndpoint,
  forwardGeocodeEndpoint,
];
