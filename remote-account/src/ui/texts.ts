import { defineTexts } from '@servenear/shared/i18n';

/** The fields and links the sign-in, sign-up, password and profile screens share. */
export const authFieldTexts = defineTexts(
  {
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile number',
    mobilePlaceholder: '10-digit mobile number',
    address: 'Address',
    password: 'Password',
    showPassword: 'Show password',
    newPassword: 'New password',
    showNewPassword: 'Show new password',
    confirmPassword: 'Confirm password',
    showConfirmPassword: 'Show confirm password',
    backToLogin: 'Back to Login',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
