import { defineTexts } from '@servenear/shared/i18n';

/** customer §2 '/forgot' and the reset screens, §5 'New password'. */
export const resetTexts = defineTexts(
  {
    forgotTitle: 'Forgot password',
    forgotSubtitle: 'Enter the mobile number of your account. We will text you a 4-digit code to set a new password.',
    sendCode: 'Send code',
    codeTitle: 'Enter the code',
    /** `{number}` is the masked number the code went to. */
    codeLegend: 'Enter the 4-digit code sent to {number}',
    verify: 'Verify',
    resetTitle: 'Reset Password',
    createTitle: 'Create New Password',
    resetSubtitle: 'Choose a new password of at least 8 characters that is not a common one. You will log in with it from now on.',
    processing: 'Processing...',
    resetDone: 'Password reset successfully.',
    redirecting: 'Taking you to the login page...',
    /** Opened without a reset in progress (a bookmark, a typed address): where to start instead. */
    noResetInProgress: 'To set a new password, first ask for a code on the Forgot password page. This page opens once you have entered it.',
    getCode: 'Get a code',
    somethingWrong: 'Something went wrong.',
    networkError: 'Network error. Please try again.',
    /** Ours: the code step's way back, and the question before the footer's link. */
    differentNumber: 'Use a different number',
    remembered: 'Remembered it?',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** customer §9: after a reset the login page opens 3 s later. */
export const redirectAfterResetMs = 3000;
