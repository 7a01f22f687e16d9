import { defineTexts } from '@servenear/shared/i18n';

/** '/employee-edit-bank': the form's own words, and partner §8 'Bank update failure'. */
export const bankTexts = defineTexts(
  {
    intro: 'Your earnings are paid into this account. Check the account number and IFSC code carefully.',
    // Issue 36: said before saving, so a change is never a surprise.
    holdWarning: 'Changing the account puts your payouts on hold until our team checks the new details.',
    save: 'Save bank details',
    saving: 'Saving...',
    saved: 'Bank details updated successfully.',
    failure: 'Failed to update bank details',
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);
