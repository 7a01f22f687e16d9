import { lazyWithTexts } from '@servenear/shared/i18n';
import { lazyPage, type ModuleLoad, type RemotePages } from '@servenear/shared/ui';

/**
 * What the sign-in pages build on, evaluated one per task before the page (lazyPage): the API
 * client (axios), the sign-in schemas (zod) and the form fields. Together with the page they
 * were one long task on a slow phone.
 */
const signInFirst: ModuleLoad[] = [() => import('@servenear/shared/api'), () => import('@servenear/shared/auth-schemas'), () => import('@servenear/shared/forms')];

/**
 * Route pattern (as in the shell's route table) → page. Pages load on demand so a content
 * page does not pay for the report form's validation code, nor the login page for the profile's.
 */
export const pages: RemotePages = {
  '/pages/:slug': lazyWithTexts(() => import(/* webpackChunkName: "page-pages-slug" */ '../features/content-page/routes').then((m) => ({ default: m.SlugContentPage }))),
  '/business-partners': lazyWithTexts(() =>
    import(/* webpackChunkName: "page-business-partners" */ '../features/content-page/routes').then((m) => ({ default: m.BusinessPartnersPage })),
  ),
  '/report': lazyWithTexts(() => import(/* webpackChunkName: "page-report" */ '../features/report/ReportPage')),
  '/login': lazyPage(() => import(/* webpackChunkName: "page-login" */ '../features/login/LoginPage'), signInFirst),
  '/sign-in': lazyPage(() => import(/* webpackChunkName: "page-sign-in" */ '../features/sign-up/SignUpPage'), signInFirst),
  '/otp-verification': lazyPage(() => import(/* webpackChunkName: "page-otp-verification" */ '../features/otp/OtpVerificationPage'), signInFirst),
  '/forgot': lazyPage(() => import(/* webpackChunkName: "page-forgot" */ '../features/password-reset/ForgotPage'), signInFirst),
  '/reset-password': lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ '../features/password-reset/NewPasswordScreen'), signInFirst),
  '/create-new-password': lazyPage(() =>
    import(/* webpackChunkName: "page-create-new-password" */ '../features/password-reset/NewPasswordScreen').then((m) => ({ default: m.CreateNewPasswordPage })), signInFirst),
  '/user-edit': lazyWithTexts(() => import(/* webpackChunkName: "page-user-edit" */ '../features/profile/UserEditPage')),
  '/change-password': lazyWithTexts(() => import(/* webpackChunkName: "page-change-password" */ '../features/change-password/ChangePasswordPage')),
  '/notification': lazyWithTexts(() => import(/* webpackChunkName: "page-notification" */ '../features/notifications/NotificationsPage')),
  '/privacy-policy': lazyWithTexts(() => import(/* webpackChunkName: "page-privacy-policy" */ '../features/content-page/PrivacyPolicyPage')),
  '/user-report': lazyWithTexts(() => import(/* webpackChunkName: "page-user-report" */ '../features/report/UserReportPage')),
};
