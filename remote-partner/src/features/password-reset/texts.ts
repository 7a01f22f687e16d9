import { defineTexts } from '@servenear/shared/i18n';

/** The partner's forgot-password (ours), worded as the customer's /forgot and reset screens. */
export const partnerResetTexts = defineTexts(
  {
    forgotTitle: 'Forgot password',
    forgotIntro: 'Enter the mobile number you registered with. We will text you a 4-digit code to set a new password.',
    mobile: 'Mobile number',
    sendCode: 'Send code',
    processing: 'Processing...',
    codeTitle: 'Enter the code',
    /** `masked`: the number the code went to, most digits hidden. */
    codeLegend: 'Enter the 4-digit code sent to {masked}',
    otherNumber: 'Use a different number',
    resetTitle: 'Reset Password',
    resetIntro: 'Choose a new password of at least 8 characters that is not a common one. You will log in with it from now on.',
    newPassword: 'New password',
    showNewPassword: 'Show new password',
    confirmPassword: 'Confirm password',
    showConfirmPassword: 'Show confirm password',
    verify: 'Verify',
    redirecting: 'Taking you to the login page...',
    backToLogin: 'Back to login',
    somethingWrong: 'Something went wrong.',
    networkError: 'Network error. Please try again.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** customer §9: after a reset the login page opens 3 s later. */
export const redirectAfterResetMs = 3000;
