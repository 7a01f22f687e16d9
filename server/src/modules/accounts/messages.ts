import { defineTexts } from '@servenear/shared/i18n';

/**
 * What the server tells a customer or a partner about their account: signing in and out, the
 * password, the login number and the profile (customer §5, partner §5, issue 36).
 */
export const accountTexts = defineTexts(
  {
    account: {
      badLogin: 'Invalid mobile number or password.',
      mobileTaken: 'This mobile number is already registered.',
      oldPasswordWrong: 'Old password is incorrect.',
      passwordChanged: 'Password successfully updated!',
      loggedIn: 'Login Successfully.',
      /** The reply of logging out (sessions/http.ts). */
      loggedOut: 'Logged out successfully.',
    },
    mobileChange: {
      inUse: 'This mobile number is already used by another account.',
      codeSent: 'We have sent a code to your new number. Enter it to start logging in with that number.',
      changed: 'Your mobile number has been changed. Log in with the new number from now on.',
      nothingPending: 'There is no new mobile number waiting for a code.',
    },
    profile: {
      updated: 'Profile updated successfully.',
      /** A new login number was given: a code went to it (mobileChange.codeSent's words). */
      updatedCodeSent: 'Profile updated successfully. We have sent a code to your new number. Enter it to start logging in with that number.',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);
