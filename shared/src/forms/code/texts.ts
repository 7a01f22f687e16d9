import { defineTexts } from '@servenear/shared/i18n';

const texts = defineTexts(
  {
    codeForm: {
      incomplete: 'Please enter all OTP digits.',
      verify: 'Verify',
      verifying: 'Verifying...',
      resend: 'Resend code',
      expiresIn: 'Code expires in',
      expired: 'The code has expired. Ask for a new one.',
      resendIn: 'You can ask for a new code in',
      somethingWrong: 'Something went wrong.',
      networkError: 'Network error. Please try again.',
    },
    /** One box's name: 'Digit 1 of 4'. */
    digitOf: 'Digit {position} of {count}',
    pendingNumber: {
      heading: 'Confirm your new mobile number',
      intro: 'We have texted a 4-digit code to {masked}. Until you enter it, you keep logging in with {current}.',
      legend: 'Enter the 4-digit code sent to {masked}',
      confirm: 'Confirm new number',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const codeFormTexts = texts.codeForm;
export const pendingNumberTexts = texts.pendingNumber;
export const otpTexts = texts;
