import { defineTexts } from '@servenear/shared/i18n';

/** customer §2 /login, §8 'Login': spelt as the spec spells them. */
export const loginTexts = defineTexts(
  {
    title: 'Login',
    subtitle: 'Welcome back. Log in with your mobile number to book trusted professionals near you.',
    submit: 'Login',
    submitting: 'Processing...',
    success: 'Login Successfully.',
    networkError: 'Network error. Please try again.',
    somethingWrong: 'Something went wrong.',
    /** The links under the form: each question, then its link. */
    newHere: 'New to ServeNear?',
    signUp: 'Sign Up',
    professional: 'Are you a service professional?',
    partnerLogin: 'Partner login',
    forgot: 'Forgot password?',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
