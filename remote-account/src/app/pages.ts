import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page. Pages load on demand so a content
 * page does not pay for the report form's validation code, nor the login page for the profile's.
 */
export const pages: RemotePages = {
  '/pages/:slug': lazy(() => import(/* webpackChunkName: "page-pages-slug" */ '../features/content-page/routes').then((m) => ({ default: m.SlugContentPage }))),
  '/business-partners': lazy(() =>
    import(/* webpackChunkName: "page-business-partners" */ '../features/content-page/routes').then((m) => ({ default: m.BusinessPartnersPage })),
  ),
  '/report': lazy(() => import(/* webpackChunkName: "page-report" */ '../features/report/ReportPage')),
  '/login': lazy(() => import(/* webpackChunkName: "page-login" */ '../features/login/LoginPage')),
  '/sign-in': lazy(() => import(/* webpackChunkName: "page-sign-in" */ '../features/sign-up/SignUpPage')),
  '/otp-verification': lazy(() => import(/* webpackChunkName: "page-otp-verification" */ '../features/otp/OtpVerificationPage')),
  '/forgot': lazy(() => import(/* webpackChunkName: "page-forgot" */ '../features/password-reset/ForgotPage')),
  '/reset-password': lazy(() => import(/* webpackChunkName: "page-reset-password" */ '../features/password-reset/NewPasswordScreen')),
  '/create-new-password': lazy(() =>
    import(/* webpackChunkName: "page-create-new-password" */ '../features/password-reset/NewPasswordScreen').then((m) => ({ default: m.CreateNewPasswordPage })),
  ),
  '/user-edit': lazy(() => import(/* webpackChunkName: "page-user-edit" */ '../features/profile/UserEditPage')),
  '/change-password': lazy(() => import(/* webpackChunkName: "page-change-password" */ '../features/change-password/ChangePasswordPage')),
  '/notification': lazy(() => import(/* webpackChunkName: "page-notification" */ '../features/notifications/NotificationsPage')),
  '/privacy-policy': lazy(() => import(/* webpackChunkName: "page-privacy-policy" */ '../features/content-page/PrivacyPolicyPage')),
  '/user-report': lazy(() => import(/* webpackChunkName: "page-user-report" */ '../features/report/UserReportPage')),
};
