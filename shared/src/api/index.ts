export { ApiError, firstFieldErrors, type ApiFieldErrors } from './ApiError';
export { apiClient, createApiClient, type ApiClientOptions, type CallOptions } from './client';
export { pagesApi, type PageContent } from './pages';
export { servicesApi, type ServiceOption } from './services';
export { reportsApi, type ReportCreated, type ReportRequest } from './reports';
export { partnerApi, type BankDetailsUpdate, type PartnerLoginResult, type PartnerProfile, type PartnerProfileUpdate, type PartnerRegistration, type PasswordChange, type UploadOptions, type VerificationStatus } from './partner';
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
export type { PartnerNotification, PartnerNotificationFeed } from './partnerNotifications';
export { earningsApi, type EarningInvoice, type EarningLine, type Earnings, type EarningTotals } from './earnings';
export * from './queries';
export { partnerBookingsApi, type PartnerBooking, type PartnerBookingTab, type PartnerCancelledBooking, type PartnerLineStatus } from './partnerBookings';
export { workAreasApi, type NewWorkArea, type WorkArea, type WorkAreas } from './workAreas';
