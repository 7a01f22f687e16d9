import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page. Pages load on demand, so the login
 * page does not pay for the registration form or the employee layout.
 */
export const pages: RemotePages = {
  '/employee-home': lazy(() => import(/* webpackChunkName: "page-employee-home" */ '../features/home/PartnerHomePage')),
  '/employee-index': lazy(() => import(/* webpackChunkName: "page-employee-index" */ '../features/home/PartnerHomePage')),
  '/employee-login': lazy(() => import(/* webpackChunkName: "page-employee-login" */ '../features/login/PartnerLoginPage')),
  '/employee-register': lazy(() => import(/* webpackChunkName: "page-employee-register" */ '../features/register/PartnerRegisterPage')),
  '/employee-forgot': lazy(() => import(/* webpackChunkName: "page-employee-forgot" */ '../features/password-reset/PartnerForgotPage')),
  '/employee-edit-profile': lazy(() => import(/* webpackChunkName: "page-employee-edit-profile" */ '../features/profile/EditProfilePage')),
  '/employee-edit-bank': lazy(() => import(/* webpackChunkName: "page-employee-edit-bank" */ '../features/bank/EditBankPage')),
  '/employee-change-password': lazy(() => import(/* webpackChunkName: "page-employee-change-password" */ '../features/password/ChangePasswordPage')),
  '/employee-notification': lazy(() => import(/* webpackChunkName: "page-employee-notification" */ '../features/notifications/NotificationsPage')),
  '/notification-popup': lazy(() => import(/* webpackChunkName: "page-notification-popup" */ '../features/notifications/NotificationPopupPage')),
  '/employee-work-area': lazy(() => import(/* webpackChunkName: "page-employee-work-area" */ '../features/workArea/WorkAreaPage')),
  '/employee-earnings': lazy(() => import(/* webpackChunkName: "page-employee-earnings" */ '../features/earnings/EarningsPage')),
  '/employee-booking-list': lazy(() => import(/* webpackChunkName: "page-employee-booking-list" */ '../features/bookings/BookingListPage')),
  '/employee-booking-completed': lazy(() => import(/* webpackChunkName: "page-employee-booking-completed" */ '../features/bookings/CompletedBookingsPage')),
  '/employee-booking-cancel': lazy(() => import(/* webpackChunkName: "page-employee-booking-cancel" */ '../features/bookings/CancelledBookingsPage')),
  '/employee-booking-pdenquiery': lazy(() => import(/* webpackChunkName: "page-employee-booking-pdenquiery" */ '../features/bookings/PdJobsPage')),
  '/pd-delivery-popup': lazy(() => import(/* webpackChunkName: "page-pd-delivery-popup" */ '../features/bookings/PdJobPage')),
  '/booking-otp': lazy(() => import(/* webpackChunkName: "page-booking-otp" */ '../features/bookings/BookingOtpPage')),
  '/employee-privacy-policy': lazy(() => import(/* webpackChunkName: "page-employee-privacy-policy" */ '../features/privacy/PrivacyPolicyPage')),
  '/employee-report-query': lazy(() => import(/* webpackChunkName: "page-employee-report-query" */ '../features/report/ReportQueryPage')),
  '/service-upload': lazy(() => import(/* webpackChunkName: "page-service-upload" */ '../features/services/ServiceUploadPage')),
  '/add-service': lazy(() => import(/* webpackChunkName: "page-add-service" */ '../features/services/AddServicePage')),
  '/employee-service-edit': lazy(() => import(/* webpackChunkName: "page-employee-service-edit" */ '../features/services/ServiceListPage')),
  '/ServiceEdit': lazy(() => import(/* webpackChunkName: "page-ServiceEdit" */ '../features/services/ServiceEditPage')),
  '/ServiceEdit/other': lazy(() => import(/* webpackChunkName: "page-ServiceEdit-other" */ '../features/services/ServiceEditPage')),
  '/service-edit': lazy(() => import(/* webpackChunkName: "page-service-edit" */ '../features/services/ServiceEditPage')),
};
