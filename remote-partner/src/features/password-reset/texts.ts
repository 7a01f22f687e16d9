/** The partner's forgot-password (ours), worded as the customer's /forgot and reset screens. */
export const partnerResetTexts = {
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the mobile number you registered with. We will text you a 4-digit code to set a new password.',
  sendCode: 'Send code',
  processing: 'Processing...',
  codeTitle: 'Enter the code',
  codeLegend: (masked: string) => `Enter the 4-digit code sent to ${masked}`,
  otherNumber: 'Use a different number',
  resetTitle: 'Reset Password',
  resetIntro: 'Choose a new password of at least 8 characters that is not a common one. You will log in with it from now on.',
  verify: 'Verify',
  redirecting: 'Taking you to the login page...',
  backToLogin: 'Back to login',
  somethingWrong: 'Something went wrong.',
  networkError: 'Network error. Please try again.',
} as const;

/** customer §9: after a reset the login page opens 3 s later. */
export const redirectAfterResetMs = 3000;
