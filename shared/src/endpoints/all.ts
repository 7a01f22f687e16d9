import {
  customerChangePasswordEndpoint,
  customerLoginEndpoint,
  customerLogoutEndpoint,
  customerRegisterEndpoint,
  deleteCustomerAccountEndpoint,
  forgotPasswordEndpoint,
  resendOtpEndpoint,
  resetPasswordEndpoint,
  verifyOtpEndpoint,
  verifyResetCodeEndpoint,
} from './account';
import type { AnyEndpoint } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import {
  customerNotificationReadEndpoint,
  customerNotificationsEndpoint,
  customerNotificationsReadEndpoint,
  partnerNotificationReadEndpoint,
  partnerNotificationsEndpoint,
  partnerNotificationsReadEndpoint,
} from './notifications';
import { pageEndpoint } from './pages';
import { customerDetailsEndpoint, customerProfileEndpoint, updateCustomerProfileEndpoint } from './profile';
import { reportEndpoint, signedInReportEndpoint } from './reports';
import { sessionEndpoint } from './session';
import { remoteEventsEndpoint, remoteHealthEndpoint } from './telemetry';

/** Every endpoint of the catalogue: the fuzz suite and the catalogue's own test walk this list. */
export const allEndpoints: readonly AnyEndpoint[] = [
  pageEndpoint,
  earningsEndpoint,
  earningInvoiceEndpoint,
  customerRegisterEndpoint,
  customerLoginEndpoint,
  customerLogoutEndpoint,
  resendOtpEndpoint,
  verifyOtpEndpoint,
  forgotPasswordEndpoint,
  verifyResetCodeEndpoint,
  resetPasswordEndpoint,
  customerChangePasswordEndpoint,
  deleteCustomerAccountEndpoint,
  customerDetailsEndpoint,
  customerProfileEndpoint,
  updateCustomerProfileEndpoint,
  customerNotificationsEndpoint,
  customerNotificationsReadEndpoint,
  customerNotificationReadEndpoint,
  partnerNotificationsEndpoint,
  partnerNotificationsReadEndpoint,
  partnerNotificationReadEndpoint,
  reportEndpoint,
  signedInReportEndpoint,
  sessionEndpoint,
  remoteEventsEndpoint,
  remoteHealthEndpoint,
];
