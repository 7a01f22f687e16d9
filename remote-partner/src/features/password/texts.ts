import { defineTexts } from '@servenear/shared/i18n';

/** '/employee-change-password': customer §8 'Password change' (the partner screen says the same), and its fields. */
export const passwordTexts = defineTexts(
  {
    title: 'Change password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    newPasswordHint: 'At least 8 characters, not a common password.',
    confirmPassword: 'Confirm new password',
    save: 'Update password',
    saving: 'Updating...',
    updated: 'Password successfully updated!',
    failure: 'Password could not be updated. Please try again.',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
