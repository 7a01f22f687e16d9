import { defineTexts } from '@servenear/shared/i18n';

/** partner §2 'Login' and §8 'Login': spelt as the spec spells them. */
export const loginTexts = defineTexts(
  {
    heading: 'Partner login',
    intro: 'Log in with the mobile number you registered with to see your bookings and services.',
    mobile: 'Mobile number',
    password: 'Password',
    submit: 'Login',
    submitting: 'Processing...',
    success: 'Login Successfully.',
    failure: 'Login failed. Please try again.',
    forgot: 'Forgot password?',
    /** The customer login's words (customer §8 'Login'): both logins fail by one rule. */
    networkError: 'Network error. Please try again.',
    /** The links under the form: each question, then its link. */
    newHere: 'New to ServeNear?',
    signUp: 'Sign up as a partner',
    bookingService: 'Looking to book a service?',
    customerLogin: 'Customer login',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
