import { defineTexts } from '@servenear/shared/i18n';

/**
 * The codes texted to a person's phone (sign-up, a forgotten password, a new number) and their
 * refusals. A code's SMS is sent during the person's own request: in its language (issue 41).
 */
export const otpTexts = defineTexts(
  {
    refusals: {
      invalid: 'Invalid OTP. Please try again.',
      expired: 'This code has expired. Please ask for a new one.',
      wait: 'Please wait {seconds} seconds before asking for a new code.',
      tooMany: 'Too many codes have been requested. Please try again in an hour.',
      notSent: 'We could not send the code. Please try again later.',
    },
    sms: {
      verify: 'ServeNear: your verification code is {code}. It expires in {lifetime}.',
      reset: 'ServeNear: your password reset code is {code}. It expires in {lifetime}.',
      change: 'ServeNear: your code to make this your login number is {code}. It expires in {lifetime}.',
    },
    /** How long a code lasts, as the SMS says it. */
    lifetime: {
      minutes: '{count, plural, one {# minute} other {# minutes}}',
      seconds: '{count} seconds',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
