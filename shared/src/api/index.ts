/**
 * The customer's API calls every remote uses: the client, the catalogue, the cart, the profile
 * and content pages. Each @servenear/shared subpath is a Module Federation shared module loaded
 * whole, so the calls only some pages make have subpaths of their own (docs/architecture.md §5):
 * ./booking-api (bookings, payments), ./account-api (sign-in, reports, the customer's notification hooks), ./partner.
 * (Here src/api also holds the partner's and the enquiries' files, which ./partner and
 * ./enquiries export.)
 */
export { ApiError, firstFieldErrors, type ApiFieldErrors } from './ApiError';
export { apiClient, createApiClient, type ApiClientOptions, type CallOptions } from './client';
export type { PageContent } from '../endpoints/pages';
export { callEndpoint, endpointQuery } from './endpointCalls';
export type { ServiceOption } from '../endpoints/services';
export type { UserProfile } from '../endpoints/profile';
export type {
  Banner,
  HomeSection,
  KnownPoint,
  Category,
  NearPoint,
  Review,
  SearchMatch,
  ServicePage,
  ServiceDetails,
  ServiceSummary,
  Subcategory,
} from '../endpoints/catalog';
export type { CartAdded, CartItem } from '../endpoints/cart';
export type { CustomerNotification, NotificationFeed } from '../endpoints/notifications';
export { UNEXPECTED_REPLY } from './normalise';
export { slotPayload, type SlotDraft } from './slot';
export * from './queries';
