import { defineTexts } from '@servenear/shared/i18n';

/** customer §2 /sign-in, §8 'Sign-up failure': spelt as the spec spells them. */
export const signUpTexts = defineTexts(
  {
    title: 'Sign Up',
    subtitle: 'Create your account to book verified local professionals. We will text you a code to confirm your number.',
    submit: 'Sign Up',
    submitting: 'Processing...',
    somethingWrong: 'Something went wrong.',
    networkError: 'Network error. Please try again.',
    /** Ours: the question before the footer's link, and the link. */
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
