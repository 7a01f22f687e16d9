import { defineTexts } from '@servenear/shared/i18n';

/** The partner's code steps (ours: the spec has no such screens). */
export const codeTexts = defineTexts(
  {
    /** `masked`: the number the code went to, most digits hidden. */
    legend: 'Enter the 4-digit code sent to {masked}',
    confirm: 'Confirm number',
    registrationHeading: 'Confirm your mobile number',
    registrationIntro: 'We have texted a 4-digit code to the number you registered with. Enter it so that customers and our team can reach you.',
    loginNotConfirmed: 'Your mobile number is not confirmed yet. Enter the code we texted when you registered, or ask for a new one.',
    backToLogin: 'Back to login',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
