import { defineTexts } from '@servenear/shared/i18n';

/** What the server tells a customer about signing up, their number's code and a forgotten password (customer §5). */
export const customerTexts = defineTexts(
  {
    registered: 'Registered successfully.',
    otpResent: 'OTP has been resent successfully!',
    otpVerified: 'OTP Verified',
    accountDeleted: 'Your account has been deleted.',
    alreadyVerified: 'Your mobile number is already verified.',
    noMobile: 'This account has no mobile number.',
    reset: {
      codeSent: 'If this number has an account, we have sent it a code.',
      expired: 'This reset link has expired. Please start again.',
      done: 'Password reset successfully.',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
