import { lazy } from 'react';
import type { RemotePages } from '@servenear/shared/ui';

/**
 * Route pattern (as in the shell's route table) → page. Pages load on demand so a content
 * page does not pay for the report form's validation code, nor the login page for the profile's.
 */
export const pages: RemotePages = {
  '/pages/:slug': lazy(() => import('../features/content-page/routes').then((m) => ({ default: m.SlugContentPage }))),
  '/business-partners': lazy(() =>
    import('../features/content-page/routes').then((m) => ({ default: m.BusinessPartnersPage })),
  ),
  '/report': lazy(() => import('../features/report/ReportPage')),
  '/login': lazy(() => import('../features/login/LoginPage')),
  '/sign-in': lazy(() => import('../features/sign-up/SignUpPage')),
  '/otp-verification': lazy(() => import('../features/otp/OtpVerificationPage')),
  '/forgot': lazy(() => import('../features/password-reset/ForgotPage')),
  '/reset-password': lazy(() => import('../features/password-reset/NewPasswordScreen')),
  '/create-new-password': lazy(() =>
    import('../features/password-reset/NewPasswordScreen').then((m) => ({ default: m.CreateNewPasswordPage })),
  ),
  '/user-edit': lazy(() => import('../features/profile/UserEditPage')),
  '/change-password': lazy(() => import('../features/change-password/ChangePasswordPage')),
  '/notification': lazy(() => import('../features/notifications/NotificationsPage')),
  '/privacy-policy': lazy(() => import('../features/content-page/PrivacyPolicyPage')),
  '/user-report': lazy(() => import('../features/report/UserReportPage')),
};
