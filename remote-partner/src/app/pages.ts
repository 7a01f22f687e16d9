import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page. Pages load on demand, so the login
 * page does not pay for the registration form or the employee layout.
 */
export const pages: RemotePages = {
  '/employee-home': lazy(() => import('../features/home/PartnerHomePage')),
  '/employee-index': lazy(() => import('../features/home/PartnerHomePage')),
  '/employee-login': lazy(() => import('../features/login/PartnerLoginPage')),
  '/employee-register': lazy(() => import('../features/register/PartnerRegisterPage')),
  '/employee-edit-profile': lazy(() => import('../features/profile/EditProfilePage')),
  '/employee-edit-bank': lazy(() => import('../features/bank/EditBankPage')),
  '/employee-change-password': lazy(() => import('../features/password/ChangePasswordPage')),
  '/employee-notification': lazy(() => import('../features/notifications/NotificationsPage')),
  '/notification-popup': lazy(() => import('../features/notifications/NotificationPopupPage')),
  '/employee-work-area': lazy(() => import('../features/workArea/WorkAreaPage')),
  '/employee-earnings': lazy(() => import('../features/earnings/EarningsPage')),
  '/employee-booking-list': lazy(() => import('../features/bookings/BookingListPage')),
  '/employee-booking-completed': lazy(() => import('../features/bookings/CompletedBookingsPage')),
  '/employee-booking-cancel': lazy(() => import('../features/bookings/CancelledBookingsPage')),
  '/employee-booking-pdenquiery': lazy(() => import('../features/bookings/PdJobsPage')),
  '/pd-delivery-popup': lazy(() => import('../features/bookings/PdJobPage')),
  '/booking-otp': lazy(() => import('../features/bookings/BookingOtpPage')),
  '/employee-privacy-policy': lazy(() => import('../features/privacy/PrivacyPolicyPage')),
  '/employee-report-query': lazy(() => import('../features/report/ReportQueryPage')),
  '/service-upload': lazy(() => import('../features/services/ServiceUploadPage')),
  '/add-service': lazy(() => import('../features/services/AddServicePage')),
  '/employee-service-edit': lazy(() => import('../features/services/ServiceListPage')),
  '/ServiceEdit': lazy(() => import('../features/services/ServiceEditPage')),
  '/ServiceEdit/other': lazy(() => import('../features/services/ServiceEditPage')),
  '/service-edit': lazy(() => import('../features/services/ServiceEditPage')),
};
