export { ApiError, firstFieldErrors, type ApiFieldErrors } from './ApiError';
export { apiClient, createApiClient, type ApiClientOptions, type CallOptions } from './client';
export { pagesApi, type PageContent } from './pages';
export { servicesApi, type ServiceOption } from './services';
export { reportsApi, type ReportCreated, type ReportRequest } from './reports';
export { authApi, type ChangePasswordRequest, type ResetPasswordRequest, type SignedIn } from './auth';
export { profileApi, type ProfileUpdate, type UserProfile } from './profile';
export {
  catalogApi,
  type Banner,
  type HomeSection,
  type KnownPoint,
  type Category,
  type NearPoint,
  type Review,
  type SearchMatch,
  type ServicePage,
  type ServiceDetails,
  type ServiceSummary,
  type Subcategory,
} from './catalog';
export { cartApi, type CartAdded, type CartItem, type CartSlotUpdate } from './cart';
export { paymentApi, type PaymentOrder, type PaymentResult } from './payments';
export {
  bookingApi,
  type Booking,
  type BookedService,
  type BookingLine,
  type CancelledBooking,
  type CancelledLine,
  type CompletedLine,
  type WorkPlace,
} from './bookings';
export type { CustomerNotification, NotificationFeed } from './notifications';
export * from './queries';
