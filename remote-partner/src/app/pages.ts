import { lazyWithTexts } from '@servenear/shared/i18n';
import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page. Pages load on demand, so the login
 * page does not pay for the registration form or the employee layout; each is drawn once its
 * texts can be read in the current language (lazyWithTexts).
 */
export const pages: RemotePages = {
  '/employee-home': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-home" */ '../features/home/PartnerHomePage')),
  '/employee-index': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-index" */ '../features/home/PartnerHomePage')),
  '/employee-login': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-login" */ '../features/login/PartnerLoginPage')),
  '/employee-register': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-register" */ '../features/register/PartnerRegisterPage')),
  '/employee-forgot': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-forgot" */ '../features/password-reset/PartnerForgotPage')),
  '/employee-edit-profile': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-edit-profile" */ '../features/profile/EditProfilePage')),
  '/employee-edit-bank': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-edit-bank" */ '../features/bank/EditBankPage')),
  '/employee-change-password': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-change-password" */ '../features/password/ChangePasswordPage')),
  '/employee-notification': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-notification" */ '../features/notifications/NotificationsPage')),
  '/notification-popup': lazyWithTexts(() => import(/* webpackChunkName: "page-notification-popup" */ '../features/notifications/NotificationPopupPage')),
  '/employee-work-area': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-work-area" */ '../features/workArea/WorkAreaPage')),
  '/employee-earnings': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-earnings" */ '../features/earnings/EarningsPage')),
  '/employee-booking-list': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-booking-list" */ '../features/bookings/BookingListPage')),
  '/employee-booking-completed': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-booking-completed" */ '../features/bookings/CompletedBookingsPage')),
  '/employee-booking-cancel': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-booking-cancel" */ '../features/bookings/CancelledBookingsPage')),
  '/employee-booking-pdenquiery': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-booking-pdenquiery" */ '../features/bookings/PdJobsPage')),
  '/pd-delivery-popup': lazyWithTexts(() => import(/* webpackChunkName: "page-pd-delivery-popup" */ '../features/bookings/PdJobPage')),
  '/booking-otp': lazyWithTexts(() => import(/* webpackChunkName: "page-booking-otp" */ '../features/bookings/BookingOtpPage')),
  '/employee-privacy-policy': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-privacy-policy" */ '../features/privacy/PrivacyPolicyPage')),
  '/employee-report-query': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-report-query" */ '../features/report/ReportQueryPage')),
  '/service-upload': lazyWithTexts(() => import(/* webpackChunkName: "page-service-upload" */ '../features/services/ServiceUploadPage')),
  '/add-service': lazyWithTexts(() => import(/* webpackChunkName: "page-add-service" */ '../features/services/AddServicePage')),
  '/employee-service-edit': lazyWithTexts(() => import(/* webpackChunkName: "page-employee-service-edit" */ '../features/services/ServiceListPage')),
  '/ServiceEdit': lazyWithTexts(() => import(/* webpackChunkName: "page-ServiceEdit" */ '../features/services/ServiceEditPage')),
  '/ServiceEdit/other': lazyWithTexts(() => import(/* webpackChunkName: "page-ServiceEdit-other" */ '../features/services/ServiceEditPage')),
  '/service-edit': lazyWithTexts(() => import(/* webpackChunkName: "page-service-edit" */ '../features/services/ServiceEditPage')),
};
