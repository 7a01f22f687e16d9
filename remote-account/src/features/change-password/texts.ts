import { defineTexts } from '@servenear/shared/i18n';

/** customer §8 'Password change': spelt as the spec spells them. */
export const changePasswordTexts = defineTexts(
  {
    title: 'Change Password',
    submit: 'Update Password',
    submitting: 'Processing...',
    success: 'Password successfully updated!',
    failed: 'Failed to update password.',
    error: 'An error occurred. Please try again.',
    /** Ours: the field only this form has. */
    oldPassword: 'Old password',
    showOldPassword: 'Show old password',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
